import { passesLuhn } from '../../../../contracts/card-number';
import type { MessageKey } from '../../../../contracts/i18n/keys';

/**
 * The sandbox card form's formatting and checks. They mirror what Stripe's card element does
 * (groups of four, "MM / YY", its messages), so switching to Stripe changes nothing a parent sees.
 */
export const CARD_MAX_DIGITS = 19;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, CARD_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12 / 28"; a single digit above 1 is a month: "4" → "04 / ". */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  // The separator appears while typing forward; deleting over it just removes it.
  if (digits.length === 2) return value.length > previous.length ? `${digits} / ` : digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export const formatCvc = (value: string) => digitsOnly(value).slice(0, 4);

export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Each field's problem as a message key; the form shows it in the page's language. */
export type CardErrors = Partial<Record<keyof CardInput, MessageKey>>;

export const CARD_MESSAGES = {
  numberIncomplete: 'pay.card.numberIncomplete',
  numberInvalid: 'pay.card.numberInvalid',
  expiryIncomplete: 'pay.card.expiryIncomplete',
  expiryInvalid: 'pay.card.expiryInvalid',
  expiryPast: 'pay.card.expiryPast',
  cvcIncomplete: 'pay.card.cvcIncomplete',
} as const satisfies Record<string, MessageKey>;

/** Checks the form; returns the details to send, or a message per field. */
export function readCard(input: CardInput, today: Date = new Date()): { card: CardDetails } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const number = digitsOnly(input.cardNumber);
  if (number.length < 13) errors.cardNumber = CARD_MESSAGES.numberIncomplete;
  else if (!passesLuhn(number)) errors.cardNumber = CARD_MESSAGES.numberInvalid;

  const expiry = digitsOnly(input.expiry);
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  if (expiry.length < 4) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  else if (expMonth < 1 || expMonth > 12) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (expYear * 12 + expMonth < today.getFullYear() * 12 + today.getMonth() + 1) errors.expiry = CARD_MESSAGES.expiryPast;

  const cvc = digitsOnly(input.cvc);
  if (cvc.length < 3) errors.cvc = CARD_MESSAGES.cvcIncomplete;

  if (Object.keys(errors).length > 0) return { errors };
  return { card: { cardNumber: number, expMonth, expYear, cvc } };
}

/** Stripe's test cards, listed beside the sandbox form. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'pay.card.succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'pay.card.declinedOutcome' },
  { number: '4000 0025 0000 3155', outcome: 'pay.card.needsConfirmation' },
] as const satisfies readonly { number: string; outcome: MessageKey }[];

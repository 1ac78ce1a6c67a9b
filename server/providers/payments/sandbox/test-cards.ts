import { passesLuhn } from '../../../../contracts/card-number.ts';
import type { SandboxCard } from '../payment-provider.ts';

/** What charging a card in the sandbox does, with Stripe's own wording. */
export type CardOutcome = { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; message: string } | { kind: 'invalid'; message: string };

export const CardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  incorrectNumber: 'Your card number is incorrect.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  invalidMonth: "Your card's expiration month is invalid.",
  invalidYear: "Your card's expiration year is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

const SUCCEEDS = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '378282246310005', // American Express
  '6011111111111117', // Discover
]);

const DECLINES: Record<string, string> = {
  '4000000000000002': CardMessages.declined,
  '4000000000009995': CardMessages.insufficientFunds,
  '4000000000009987': CardMessages.declined, // lost card
  '4000000000009979': CardMessages.declined, // stolen card
  '4000000000000069': CardMessages.expired,
  '4000000000000127': CardMessages.incorrectCvc,
  '4000000000000119': CardMessages.processingError,
};

/** 3-D Secure test cards: an extra confirmation step before the charge. */
const NEEDS_AUTHENTICATION = new Set(['4000002500003155', '4000002760003184', '4000000000003220']);

/**
 * Stripe's test cards (docs.stripe.com/testing), checked in the order Stripe's card form
 * checks them: number, expiry, security code, then the card's scripted outcome.
 */
export function chargeTestCard(card: SandboxCard, now: Date = new Date()): CardOutcome {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) return { kind: 'invalid', message: CardMessages.invalidNumber };
  if (number.length < 13) return { kind: 'invalid', message: CardMessages.incompleteNumber };
  if (number.length > 19 || !passesLuhn(number)) return { kind: 'invalid', message: CardMessages.invalidNumber };

  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return { kind: 'invalid', message: CardMessages.invalidMonth };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear + 50) return { kind: 'invalid', message: CardMessages.invalidYear };
  if (year < thisYear || (year === thisYear && card.expMonth < now.getUTCMonth() + 1)) return { kind: 'invalid', message: CardMessages.expiryInPast };

  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) return { kind: 'invalid', message: CardMessages.incompleteCvc };

  if (SUCCEEDS.has(number)) return { kind: 'succeeded' };
  if (NEEDS_AUTHENTICATION.has(number)) return { kind: 'requires_action' };
  return { kind: 'declined', message: DECLINES[number] ?? CardMessages.incorrectNumber };
}

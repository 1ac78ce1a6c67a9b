import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, formatCardNumber, formatCvc, formatExpiry, readCard } from './card-details';

const today = new Date(2026, 5, 15); // June 2026

describe('card number formatting', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4000-0025-0000-3155', '4000 0025 0000 3155'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['abc', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('%s → %s', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });

  it('formats the expiry as MM / YY while typing and deleting', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('4', '')).toBe('04 / ');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 / 2', '12 / ')).toBe('12 / 2');
    expect(formatExpiry('1228', '')).toBe('12 / 28');
    expect(formatExpiry('12 /', '12 / ')).toBe('12');
    expect(formatExpiry('12 / 289', '12 / 28')).toBe('12 / 28');
  });

  it('keeps 3–4 CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('card checks', () => {
  it('reads a valid card into digits and numbers', () => {
    expect(readCard({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, today)).toEqual({
      card: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });

  it('accepts the current month and refuses the previous one', () => {
    expect('card' in readCard({ cardNumber: '4242424242424242', expiry: '06 / 26', cvc: '123' }, today)).toBe(true);
    expect(readCard({ cardNumber: '4242424242424242', expiry: '05 / 26', cvc: '123' }, today)).toEqual({
      errors: { expiry: CARD_MESSAGES.expiryPast },
    });
  });

  it('gives Stripe-like messages per field', () => {
    expect(readCard({ cardNumber: '4242', expiry: '1', cvc: '1' }, today)).toEqual({
      errors: { cardNumber: CARD_MESSAGES.numberIncomplete, expiry: CARD_MESSAGES.expiryIncomplete, cvc: CARD_MESSAGES.cvcIncomplete },
    });
    expect(readCard({ cardNumber: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '123' }, today)).toEqual({
      errors: { cardNumber: CARD_MESSAGES.numberInvalid, expiry: CARD_MESSAGES.expiryInvalid },
    });
  });
});

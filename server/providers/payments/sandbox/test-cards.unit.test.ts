import { describe, expect, it } from 'vitest';
import { CardMessages, chargeTestCard } from './test-cards.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const card = (cardNumber: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: 2028,
  cvc: '123',
  ...extra,
});

describe("chargeTestCard (Stripe's test cards)", () => {
  it('charges the success cards, spaces and dashes allowed', () => {
    for (const number of ['4242 4242 4242 4242', '4242-4242-4242-4242', '5555555555554444']) {
      expect(chargeTestCard(card(number), NOW)).toEqual({ kind: 'succeeded' });
    }
    expect(chargeTestCard(card('378282246310005', { cvc: '1234' }), NOW)).toEqual({ kind: 'succeeded' });
  });

  it("declines with Stripe's message per card", () => {
    expect(chargeTestCard(card('4000000000000002'), NOW)).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(chargeTestCard(card('4000000000009995'), NOW)).toEqual({ kind: 'declined', message: CardMessages.insufficientFunds });
    expect(chargeTestCard(card('4000000000000069'), NOW)).toEqual({ kind: 'declined', message: CardMessages.expired });
    expect(chargeTestCard(card('4111111111111111'), NOW)).toEqual({ kind: 'declined', message: 'Your card number is incorrect.' });
  });

  it('asks for 3-D Secure on 3155', () => {
    expect(chargeTestCard(card('4000002500003155'), NOW)).toEqual({ kind: 'requires_action' });
  });

  it('checks number, expiry and security code first', () => {
    expect(chargeTestCard(card(''), NOW)).toEqual({ kind: 'invalid', message: CardMessages.incompleteNumber });
    expect(chargeTestCard(card('4242abcd'), NOW)).toEqual({ kind: 'invalid', message: CardMessages.invalidNumber });
    expect(chargeTestCard(card('4242424242424241'), NOW)).toEqual({ kind: 'invalid', message: CardMessages.invalidNumber });
    expect(chargeTestCard(card('4242424242424242', { expMonth: 13 }), NOW)).toEqual({ kind: 'invalid', message: CardMessages.invalidMonth });
    expect(chargeTestCard(card('4242424242424242', { expMonth: 5, expYear: 2026 }), NOW)).toEqual({
      kind: 'invalid',
      message: "Your card's expiration date is in the past.",
    });
    expect(chargeTestCard(card('4242424242424242', { expYear: 2025 }), NOW)).toEqual({ kind: 'invalid', message: CardMessages.expiryInPast });
    expect(chargeTestCard(card('4242424242424242', { expMonth: 6, expYear: 26 }), NOW)).toEqual({ kind: 'succeeded' });
    expect(chargeTestCard(card('4242424242424242', { expYear: 2099 }), NOW)).toEqual({ kind: 'invalid', message: CardMessages.invalidYear });
    expect(chargeTestCard(card('4242424242424242', { cvc: '12' }), NOW)).toEqual({ kind: 'invalid', message: CardMessages.incompleteCvc });
    expect(chargeTestCard(card('378282246310005', { cvc: '123' }), NOW)).toEqual({ kind: 'invalid', message: CardMessages.incompleteCvc });
  });
});

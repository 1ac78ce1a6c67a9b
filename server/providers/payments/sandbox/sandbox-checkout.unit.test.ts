import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { createSandboxPaymentProvider } from './sandbox-provider.ts';

// Charging a checkout card touches no database.
const sandbox = createSandboxPaymentProvider({ db: {} as Db, secret: 'test-secret' });
const year = new Date().getFullYear() + 2;
const charge = (card: { number: string; cvc?: string; expMonth?: number; expYear?: number; expiry?: string }) => {
  try {
    return sandbox.chargeCheckoutCard({ cvc: '123', ...card });
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.message}`;
    throw error;
  }
};

describe('sandbox checkout', () => {
  it('answers one session per order, on our own test-mode page', async () => {
    const input = {
      orderId: '6f1c1b9e-7d0a-4a55-9a9b-0a1b2c3d4e5f',
      userId: 'u',
      amount: 3900,
      currency: 'usd',
      productName: 'x',
      successUrl: 's',
      cancelUrl: 'c',
    };
    const session = await sandbox.createCheckoutSession(input);
    expect(session).toEqual({ id: 'cs_sandbox_6f1c1b9e7d0a4a559a9b0a1b2c3d4e5f', url: '/shop/checkout/6f1c1b9e-7d0a-4a55-9a9b-0a1b2c3d4e5f' });
    expect(await sandbox.createCheckoutSession(input)).toEqual(session);
  });

  it("charges Stripe's test cards by their rules", () => {
    expect(charge({ number: '4242 4242 4242 4242', expMonth: 12, expYear: year })).toBe('charged');
    expect(charge({ number: '4242424242424242', expiry: `08 / ${String(year).slice(2)}` })).toBe('charged');
    expect(charge({ number: '4242424242424242', expiry: `8/${year}` })).toBe('charged');
    // A 3-D Secure card is not charged until its bank's page says Approve.
    expect(charge({ number: '4000 0025 0000 3155', expMonth: 12, expYear: year })).toBe('requires_action');
    expect(charge({ number: '4000 0000 0000 0002', expMonth: 12, expYear: year })).toBe('402 Your card was declined.');
    expect(charge({ number: '4000000000000069', expMonth: 12, expYear: year })).toBe('402 Your card has expired.');
    expect(charge({ number: '4242424242424242', expiry: '13/30' })).toBe("400 Your card's expiration month is invalid.");
    expect(charge({ number: '4242424242424242', expiry: '' })).toBe("400 Your card's expiration date is incomplete.");
    expect(charge({ number: '4242424242424242', expMonth: 12, expYear: year, cvc: '' })).toBe("400 Your card's security code is incomplete.");
  });
});

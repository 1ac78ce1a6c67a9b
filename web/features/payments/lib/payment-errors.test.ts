import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { authenticationUrl, paymentFailureToast, readPaymentReturn } from './payment-errors';

const GENERIC = 'There was an error processing your payment. Please try again.';

const origin = 'https://kritzel.test';

describe('payment errors (spec 000 §8)', () => {
  it('shows the decline message under "Payment Failed"', () => {
    const error = new ApiError(402, '{"code":"CARD_DECLINED","message":"Your card was declined."}');
    expect(paymentFailureToast(error)).toMatchObject({ title: 'Payment Failed', description: 'Your card was declined.' });
  });

  it('shows other card errors with their own message', () => {
    const error = new ApiError(400, '{"code":"CARD_ERROR","message":"Your card has expired."}');
    expect(paymentFailureToast(error)).toMatchObject({ title: 'Payment Failed', description: 'Your card has expired.' });
  });

  it('uses the generic text for server and network errors', () => {
    expect(paymentFailureToast(new ApiError(500, '{"message":"boom"}'))).toMatchObject({ title: 'Error', description: GENERIC });
    expect(paymentFailureToast(new TypeError('Failed to fetch'))).toMatchObject({ description: GENERIC });
  });
});

describe('the 3-D Secure round trip', () => {
  it('adds the return path and client secret to a same-origin confirmation page', () => {
    expect(authenticationUrl('/sandbox/authenticate/pi_1', '/plans/p1/setup', 'pi_1_secret', origin)).toBe(
      '/sandbox/authenticate/pi_1?return_url=%2Fplans%2Fp1%2Fsetup&client_secret=pi_1_secret',
    );
  });

  it('keeps a client secret the server already put in the link, and other origins whole', () => {
    expect(authenticationUrl('https://bank.test/3ds?client_secret=s', '/x', 'other', origin)).toBe('https://bank.test/3ds?client_secret=s&return_url=%2Fx');
  });

  it('reads the redirect query the provider appends', () => {
    expect(readPaymentReturn('payment_intent=pi_1&redirect_status=succeeded')).toEqual({ paymentIntentId: 'pi_1', status: 'succeeded' });
    expect(readPaymentReturn('?payment_intent=pi_1&redirect_status=failed')).toEqual({ paymentIntentId: 'pi_1', status: 'failed' });
    expect(readPaymentReturn('payment_intent=pi_1&redirect_status=requires_payment_method')?.status).toBe('failed');
    expect(readPaymentReturn('drawingId=d1')).toBeNull();
  });
});

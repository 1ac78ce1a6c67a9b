import { expect, it } from 'vitest';
import { stripeOutcome } from './stripe-result';

it('turns a refused card into "Payment Failed" with Stripe\'s message', () => {
  expect(stripeOutcome({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } })).toEqual({
    kind: 'failed',
    toast: { variant: 'destructive', title: 'Payment Failed', description: 'Your card has insufficient funds.' },
  });
});

it('gives the generic message for other errors', () => {
  const outcome = stripeOutcome({ error: { type: 'api_connection_error', message: 'Network down' } });
  expect(outcome).toMatchObject({ kind: 'failed', toast: { description: 'There was an error processing your payment. Please try again.' } });
});

it('hands a succeeded intent on for confirmation on the server', () => {
  expect(stripeOutcome({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })).toEqual({ kind: 'succeeded', paymentIntentId: 'pi_1' });
  expect(stripeOutcome({ paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } })).toEqual({ kind: 'pending' });
});

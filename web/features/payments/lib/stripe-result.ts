import type { Translator } from '../../../../contracts/i18n/translator';
import { i18nStore } from '@/i18n/i18n-store';
import { PAYMENT_ERROR_DESCRIPTION, type FailureToast } from './payment-errors';

/** What Stripe.js's confirmPayment answered, reduced to what the dialog does next. */
export type StripeOutcome = { kind: 'failed'; toast: FailureToast } | { kind: 'succeeded'; paymentIntentId: string } | { kind: 'pending' };

type ConfirmResult = {
  error?: { type?: string; message?: string };
  paymentIntent?: { id: string; status: string };
};

/**
 * Spec 000 §8: a card the bank refused (or a field Stripe found invalid) → "Payment Failed" with
 * Stripe's own message; anything else → the generic payment error.
 */
export function stripeOutcome(result: ConfirmResult, t: Translator = i18nStore.get().t): StripeOutcome {
  if (result.error) {
    const cardProblem = result.error.type === 'card_error' || result.error.type === 'validation_error';
    return {
      kind: 'failed',
      toast: cardProblem
        ? { variant: 'destructive', title: t('pay.failed'), description: result.error.message ?? t('pay.declined') }
        : { variant: 'destructive', title: t('pay.error'), description: t(PAYMENT_ERROR_DESCRIPTION) },
    };
  }
  const intent = result.paymentIntent;
  if (intent && (intent.status === 'succeeded' || intent.status === 'processing')) return { kind: 'succeeded', paymentIntentId: intent.id };
  return { kind: 'pending' };
}

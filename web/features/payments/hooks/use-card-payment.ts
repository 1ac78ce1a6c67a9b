import { useState } from 'react';
import { toast } from '@/lib/use-toast';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { PaymentIntent } from '../api/create-payment-intent';
import type { CardDetails } from '../lib/card-details';
import { handleLoggedOut } from '../../../lib/logged-out';
import { authenticationUrl, lastingFailure, paymentFailureToast } from '../lib/payment-errors';

/** A failed payment: the spec's toast, and the same words kept beside the card form (`keep`). */
export function showPaymentFailure(error: unknown, keep: (message: string) => void) {
  if (handleLoggedOut(error)) return;
  const shown = paymentFailureToast(error);
  toast(shown);
  keep(lastingFailure(shown));
}

export interface CardPaymentOptions {
  intent: PaymentIntent;
  /** Where the bank's confirmation page sends the parent back to (a path of this app). */
  returnUrl: string;
  /** The card was charged: confirm on the server and move on. Throwing shows the error toast. */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  /** Kept before the card is charged (checkout: the child's name); throwing charges nothing. */
  beforeCharge?: (planId: string) => Promise<void>;
}

/**
 * Pays with the sandbox card: charged, refused, or off to the confirmation page and back. A
 * refusal stays on screen beside the card (`failure`) until the next attempt: a toast alone
 * is gone before a parent holding a phone and a card has read it (issue 35).
 */
export function useCardPayment({ intent, returnUrl, onSucceeded, beforeCharge }: CardPaymentOptions) {
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown) => showPaymentFailure(error, setFailure);

  async function pay(card: CardDetails) {
    setProcessing(true);
    setFailure(null);
    try {
      await beforeCharge?.(intent.planId);
      const result = await confirmSandboxPayment(intent.paymentIntentId, intent.clientSecret, card, returnUrl);
      if (result.status === 'requires_action') {
        // Stays "processing": the page is leaving for the confirmation page.
        window.location.assign(authenticationUrl(result.nextActionUrl, returnUrl, intent.clientSecret));
        return;
      }
    } catch (error) {
      // A refused card leaves the intent open for another card, as Stripe's does.
      fail(error);
      setProcessing(false);
      return;
    }
    try {
      await onSucceeded(intent.paymentIntentId);
    } catch (error) {
      fail(error);
    }
    setProcessing(false);
  }

  return { processing, failure, pay };
}

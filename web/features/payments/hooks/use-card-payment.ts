import { useState } from 'react';
import { toast } from '@/lib/use-toast';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { PaymentIntent } from '../api/create-payment-intent';
import type { CardDetails } from '../lib/card-details';
import { handleLoggedOut } from '../../../lib/logged-out';
import { authenticationUrl, paymentFailureToast } from '../lib/payment-errors';

export interface CardPaymentOptions {
  intent: PaymentIntent;
  /** Where the bank's confirmation page sends the parent back to (a path of this app). */
  returnUrl: string;
  /** The card was charged: confirm on the server and move on. Throwing shows the error toast. */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

/** Pays with the sandbox card: charged, refused, or off to the confirmation page and back. */
export function useCardPayment({ intent, returnUrl, onSucceeded }: CardPaymentOptions) {
  const [processing, setProcessing] = useState(false);

  async function pay(card: CardDetails) {
    setProcessing(true);
    try {
      const result = await confirmSandboxPayment(intent.paymentIntentId, intent.clientSecret, card, returnUrl);
      if (result.status === 'requires_action') {
        // Stays "processing": the page is leaving for the confirmation page.
        window.location.assign(authenticationUrl(result.nextActionUrl, returnUrl, intent.clientSecret));
        return;
      }
    } catch (error) {
      // A refused card leaves the intent open for another card, as Stripe's does.
      toast(paymentFailureToast(error));
      setProcessing(false);
      return;
    }
    try {
      await onSucceeded(intent.paymentIntentId);
    } catch (error) {
      if (!handleLoggedOut(error)) toast(paymentFailureToast(error));
    }
    setProcessing(false);
  }

  return { processing, pay };
}

import { useCallback, useRef, useState } from 'react';
import type { Translator } from '../../../../contracts/i18n/translator';
import type { ProductCheckoutRequest } from '../../../../contracts/shop';
import { useT } from '@/i18n/use-t';
import { errorMessage, isUnauthorizedError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { createProductCheckout } from '../api/product-checkout';
import type { CheckoutProblem } from '../lib/order-summary';
import { leavePageTo } from '../lib/leave-page';

interface UseProductCheckoutOptions {
  /** Called instead of checking out when nobody is signed in, or the session ran out. */
  onSignInNeeded: () => void;
  isAuthenticated: boolean;
}

/**
 * Checkout: the browser goes to the returned checkout URL. While the call runs the button
 * reads "Processing..." and further clicks do nothing; an error clears the processing state.
 */
export function useProductCheckout({ onSignInNeeded, isAuthenticated }: UseProductCheckoutOptions) {
  const t = useT();
  const [processing, setProcessing] = useState(false);
  // A ref, not state: two clicks in the same frame must not both get through.
  const inFlight = useRef(false);

  const checkout = useCallback(
    async (request: ProductCheckoutRequest | CheckoutProblem) => {
      if (inFlight.current) return;
      if ('problem' in request) {
        toast({ variant: 'destructive', title: t('shop.checkout.failedTitle'), description: t(request.problem) });
        return;
      }
      if (!isAuthenticated) {
        onSignInNeeded();
        return;
      }
      inFlight.current = true;
      setProcessing(true);
      try {
        const checkoutUrl = await createProductCheckout(request);
        // The page is leaving: processing stays on so nothing can be clicked twice meanwhile.
        leavePageTo(checkoutUrl);
      } catch (error) {
        inFlight.current = false;
        setProcessing(false);
        if (isUnauthorizedError(error)) {
          onSignInNeeded();
          return;
        }
        toast({ variant: 'destructive', title: t('shop.checkout.failedTitle'), description: checkoutErrorMessage(error, t) });
      }
    },
    [isAuthenticated, onSignInNeeded, t],
  );

  return { processing, checkout };
}

/** The server's words when it sent some (a declined configuration, say); ours for anything else. */
export function checkoutErrorMessage(error: unknown, t: Translator): string {
  return errorMessage(error, t('shop.checkout.failed'));
}

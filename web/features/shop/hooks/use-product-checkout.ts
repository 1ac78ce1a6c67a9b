import { useCallback, useRef, useState } from 'react';
import { SHOP_MESSAGES, type ProductCheckoutRequest } from '../../../../contracts/shop';
import { errorMessage, isUnauthorizedError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { createProductCheckout } from '../api/product-checkout';
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
  const [processing, setProcessing] = useState(false);
  // A ref, not state: two clicks in the same frame must not both get through.
  const inFlight = useRef(false);

  const checkout = useCallback(
    async (request: ProductCheckoutRequest | { problem: string }) => {
      if (inFlight.current) return;
      if ('problem' in request) {
        toast({ variant: 'destructive', title: SHOP_MESSAGES.checkoutFailedTitle, description: request.problem });
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
        toast({ variant: 'destructive', title: SHOP_MESSAGES.checkoutFailedTitle, description: checkoutErrorMessage(error) });
      }
    },
    [isAuthenticated, onSignInNeeded],
  );

  return { processing, checkout };
}

/** The server's words when it sent some (a declined configuration, say); ours for anything else. */
export function checkoutErrorMessage(error: unknown): string {
  return errorMessage(error, SHOP_MESSAGES.checkoutFailed);
}

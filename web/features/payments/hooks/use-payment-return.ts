import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/lib/use-toast';
import { confirmPayment } from '../api/confirm-payment';
import { planQueryKey, plansQueryKey } from '@/lib/query-keys';
import { bankRefusedToast, readPaymentReturn } from '../lib/payment-errors';

export const VERIFICATION_FAILED = 'Payment Verification Failed - Please contact support if you were charged.';

/**
 * Back from the bank's confirmation page (`?payment_intent=…&redirect_status=…`): the server
 * verifies the payment with the provider, then the query is cleared so a reload does not
 * confirm again. True while verifying.
 */
export function usePaymentReturn(planId: string): boolean {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [returned] = useState(() => readPaymentReturn(search));
  const [verifying, setVerifying] = useState(returned?.status === 'succeeded');
  const started = useRef(false);

  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    const clearQuery = () => navigate(path, { replace: true });
    if (returned.status === 'failed') {
      toast(bankRefusedToast);
      clearQuery();
      return;
    }
    confirmPayment({ planId, paymentIntentId: returned.paymentIntentId })
      .then(async () => {
        toast({ title: 'Payment Successful!', description: "Now let's set up your plan." });
        await Promise.all([queryClient.invalidateQueries({ queryKey: plansQueryKey }), queryClient.invalidateQueries({ queryKey: planQueryKey(planId) })]);
      })
      .catch(() => toast({ variant: 'destructive', title: VERIFICATION_FAILED }))
      .finally(() => {
        clearQuery();
        setVerifying(false);
      });
  }, [returned, planId, path, navigate, queryClient]);

  return verifying;
}

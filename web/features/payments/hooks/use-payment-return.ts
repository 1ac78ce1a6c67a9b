import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/lib/use-toast';
import { confirmPayment } from '../api/confirm-payment';
import { planQueryKey, plansQueryKey } from '@/lib/query-keys';
import { bankRefusedToast, readPaymentReturn } from '../lib/payment-errors';
import { useT } from '@/i18n/use-t';

/** The toast when the server could not verify a payment the bank confirmed (a message key). */
export const VERIFICATION_FAILED = 'payments.verificationFailed';

/**
 * Back from the bank's confirmation page (`?payment_intent=…&redirect_status=…`): the server
 * verifies the payment with the provider, then the query is cleared so a reload does not
 * confirm again. True while verifying.
 */
export function usePaymentReturn(planId: string): boolean {
  const t = useT();
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
      toast(bankRefusedToast(t));
      clearQuery();
      return;
    }
    confirmPayment({ planId, paymentIntentId: returned.paymentIntentId })
      .then(async () => {
        toast({ title: t('payments.success'), description: t('payments.successText') });
        await Promise.all([queryClient.invalidateQueries({ queryKey: plansQueryKey }), queryClient.invalidateQueries({ queryKey: planQueryKey(planId) })]);
      })
      .catch(() => toast({ variant: 'destructive', title: t(VERIFICATION_FAILED) }))
      .finally(() => {
        clearQuery();
        setVerifying(false);
      });
  }, [returned, planId, path, navigate, queryClient, t]);

  return verifying;
}

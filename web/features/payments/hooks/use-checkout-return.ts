import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { safeReturnTo } from '../../../../contracts/return-to';
import { useConfirmPayment } from '../api/confirm-payment';
import { bankRefusedToast, readPaymentReturn } from '../lib/payment-errors';
import { toast } from '@/lib/use-toast';
import { CHECKOUT_SUCCESS, checkoutPath } from '../lib/plan-summary';
import { useT } from '@/i18n/use-t';
import { VERIFICATION_FAILED } from './use-payment-return';

/**
 * Back from a bank confirmation during checkout: verify on the server, then on to the
 * dashboard; a failure stays here with the query cleared. True while verifying.
 */
export function useCheckoutReturn(drawingId: string | null, search: string, enabled: boolean): boolean {
  const t = useT();
  const [, navigate] = useLocation();
  const [returned] = useState(() => readPaymentReturn(search));
  const [verifying, setVerifying] = useState(returned?.status === 'succeeded');
  const { mutateAsync } = useConfirmPayment();
  const started = useRef(false);

  useEffect(() => {
    if (!returned || !drawingId || !enabled || started.current) return;
    started.current = true;
    const stayHere = () => navigate(checkoutPath(drawingId), { replace: true });
    if (returned.status === 'failed') {
      toast(bankRefusedToast(t));
      stayHere();
      return;
    }
    mutateAsync({ drawingId, paymentIntentId: returned.paymentIntentId })
      .then((result) => {
        toast({ title: t(CHECKOUT_SUCCESS) });
        navigate(result.redirectUrl ? safeReturnTo(result.redirectUrl) : '/dashboard', { replace: true });
      })
      .catch(() => {
        toast({ variant: 'destructive', title: t(VERIFICATION_FAILED) });
        stayHere();
        setVerifying(false);
      });
  }, [returned, drawingId, enabled, navigate, mutateAsync, t]);

  return verifying;
}

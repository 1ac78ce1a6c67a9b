import { useLocation } from 'wouter';
import { toast } from '@/lib/use-toast';
import { useConfirmPayment, type ConfirmPaymentResult } from '../api/confirm-payment';
import { afterPaymentPath } from '../lib/after-payment';
import { PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { useFormat, useT } from '@/i18n/use-t';
import { ModalDialog } from '@/components/modal-dialog';
import { PaymentForm } from './payment-form';

export interface PaymentTarget {
  planId: string;
  childName: string;
}

interface PaymentDialogProps {
  target: PaymentTarget | null;
  onClose: () => void;
}

/** "Complete Payment": the card form and a voucher, then on to the plan's setup. */
export function PaymentDialog({ target, onClose }: PaymentDialogProps) {
  const t = useT();
  const price = useFormat().price(PLAN_PRICE_CENTS);
  const [, navigate] = useLocation();
  const confirm = useConfirmPayment();

  function done(planId: string, result: ConfirmPaymentResult) {
    onClose();
    navigate(afterPaymentPath(planId, result.redirectUrl));
  }

  return (
    <ModalDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('payments.dialog.title')}
      initialFocus="title"
      description={target ? t('payments.dialog.description', { price, name: target.childName }) : null}
      dismissible={!confirm.isPending}
    >
      {target ? (
        <div className="grid gap-5">
          <PaymentForm
            intentFor={{ planId: target.planId }}
            submitLabel={t('payments.dialog.submit', { price })}
            returnUrl={`/plans/${encodeURIComponent(target.planId)}/setup`}
            initErrorMessage={t('payments.dialog.initFailed')}
            onSucceeded={async (paymentIntentId) => {
              const result = await confirm.mutateAsync({ planId: target.planId, paymentIntentId });
              toast({ title: t('payments.success'), description: t('payments.successText') });
              done(target.planId, result);
            }}
            onVoucherRedeemed={(result) => done(target.planId, result)}
          />
        </div>
      ) : null}
    </ModalDialog>
  );
}

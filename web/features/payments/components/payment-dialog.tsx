import { useLocation } from 'wouter';
import { toast } from '@/lib/use-toast';
import { useConfirmPayment, type ConfirmPaymentResult } from '../api/confirm-payment';
import { afterPaymentPath } from '../lib/after-payment';
import { PLAN_PRICE } from '../lib/plan-summary';
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
      title="Complete Payment"
      initialFocus="title"
      description={target ? `One payment of ${PLAN_PRICE} unlocks ${target.childName}'s 26 weekly drawing challenges.` : null}
      dismissible={!confirm.isPending}
    >
      {target ? (
        <div className="grid gap-5">
          <PaymentForm
            intentFor={{ planId: target.planId }}
            submitLabel={`Pay ${PLAN_PRICE} and Start Plan`}
            returnUrl={`/plans/${encodeURIComponent(target.planId)}/setup`}
            initErrorMessage="Failed to initialize payment"
            onSucceeded={async (paymentIntentId) => {
              const result = await confirm.mutateAsync({ planId: target.planId, paymentIntentId });
              toast({ title: 'Payment Successful!', description: "Now let's set up your plan." });
              done(target.planId, result);
            }}
            onVoucherRedeemed={(result) => done(target.planId, result)}
          />
        </div>
      ) : null}
    </ModalDialog>
  );
}

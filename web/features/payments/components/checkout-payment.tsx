import { useState } from 'react';
import { useLocation } from 'wouter';
import { childNameProblem, CHILD_NAME_MAX_LENGTH } from '../../../../contracts/child-name';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Card, CardContent } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useConfirmPayment } from '../api/confirm-payment';
import { nameChild } from '../api/name-child';
import { afterPaymentPath } from '../lib/after-payment';
import { PaymentForm } from './payment-form';
import { toast } from '@/lib/use-toast';
import { CHECKOUT_INIT_FAILED, CHECKOUT_SUCCESS, checkoutPath, PLAN_PRICE } from '../lib/plan-summary';

const CHILD_NAME_FIELD = 'checkout-child-name';

/**
 * The child's name, the account's address and the card (or a voucher): paying turns the
 * analysed drawing into a paid plan. The name is asked here, once on the way from the free
 * analysis (issue 35), and kept on the plan before the card is charged, so the dashboard and
 * set-up say it even after a bank's confirmation page. The receipt goes to the account's
 * address, so that is what the email field shows (changed on the account page).
 */
export function CheckoutPayment({ drawingId, email }: { drawingId: string; email: string }) {
  const [, navigate] = useLocation();
  const confirm = useConfirmPayment();
  const [childName, setChildName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  function nameIsGiven(): boolean {
    const problem = childNameProblem(childName);
    setNameError(problem);
    if (problem) document.getElementById(CHILD_NAME_FIELD)?.focus();
    return !problem;
  }

  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <h2 className="text-xl font-bold">Payment</h2>
        <PaymentForm
          intentFor={{ drawingId }}
          submitLabel={`Complete Payment - ${PLAN_PRICE}`}
          returnUrl={checkoutPath(drawingId)}
          initErrorMessage={CHECKOUT_INIT_FAILED}
          beforePay={nameIsGiven}
          beforeCharge={(planId) => nameChild(planId, childName)}
          onSucceeded={async (paymentIntentId) => {
            const result = await confirm.mutateAsync({ drawingId, paymentIntentId });
            toast({ title: CHECKOUT_SUCCESS });
            navigate(result.redirectUrl ? safeReturnTo(result.redirectUrl) : '/dashboard');
          }}
          // Nothing was paid: straight on to the set-up, where the voucher's plan starts.
          onVoucherRedeemed={(result) => navigate(afterPaymentPath(result.planId))}
        >
          <TextField
            id={CHILD_NAME_FIELD}
            name="childName"
            label="Your child's first name"
            autoComplete="off"
            maxLength={CHILD_NAME_MAX_LENGTH + 20}
            value={childName}
            error={nameError}
            hint="The plan, its feedback and its checkpoints speak of your child by this name."
            onChange={(e) => {
              setChildName(e.target.value);
              setNameError(undefined);
            }}
          />
          <TextField name="email" type="email" label="Email" readOnly value={email} hint="We e-mail your receipt to your account's address." />
        </PaymentForm>
        <p className="text-center text-sm text-muted">One payment, no subscription.</p>
      </CardContent>
    </Card>
  );
}

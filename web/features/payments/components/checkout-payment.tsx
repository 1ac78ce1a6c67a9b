import { useState } from 'react';
import { useLocation } from 'wouter';
import { childNameProblem, CHILD_NAME_MAX_LENGTH, CHILD_NAME_REQUIRED_MESSAGE, CHILD_NAME_TOO_LONG_MESSAGE } from '../../../../contracts/child-name';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Card, CardContent } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useConfirmPayment } from '../api/confirm-payment';
import { nameChild } from '../api/name-child';
import { afterPaymentPath } from '../lib/after-payment';
import { PaymentForm } from './payment-form';
import { toast } from '@/lib/use-toast';
import { CHECKOUT_INIT_FAILED, CHECKOUT_SUCCESS, checkoutPath } from '../lib/plan-summary';
import { useFormat, useT } from '@/i18n/use-t';

const CHILD_NAME_FIELD = 'checkout-child-name';

/** The name rule's English words (contracts/child-name) in the page's language. */
const NAME_PROBLEMS: Readonly<Record<string, MessageKey>> = {
  [CHILD_NAME_REQUIRED_MESSAGE]: 'plans.newPlan.nameRequired',
  [CHILD_NAME_TOO_LONG_MESSAGE]: 'plans.name.tooLong',
};

/**
 * The child's name, the account's address and the card (or a voucher): paying turns the
 * analysed drawing into a paid plan. The name is asked here, once on the way from the free
 * analysis (issue 35), and kept on the plan before the card is charged, so the dashboard and
 * set-up say it even after a bank's confirmation page. The receipt goes to the account's
 * address, so that is what the email field shows (changed on the account page).
 */
export function CheckoutPayment({ drawingId, email }: { drawingId: string; email: string }) {
  const t = useT();
  const format = useFormat();
  const [, navigate] = useLocation();
  const confirm = useConfirmPayment();
  const [childName, setChildName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const nameErrorKey = nameError === undefined ? undefined : NAME_PROBLEMS[nameError];

  function nameIsGiven(): boolean {
    const problem = childNameProblem(childName);
    setNameError(problem);
    if (problem) document.getElementById(CHILD_NAME_FIELD)?.focus();
    return !problem;
  }

  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <h2 className="text-xl font-bold">{t('payments.checkout.payment')}</h2>
        <PaymentForm
          intentFor={{ drawingId }}
          submitLabel={t('payments.checkout.submit', { price: format.price(PLAN_PRICE_CENTS) })}
          returnUrl={checkoutPath(drawingId)}
          initErrorMessage={t(CHECKOUT_INIT_FAILED)}
          beforePay={nameIsGiven}
          beforeCharge={(planId) => nameChild(planId, childName)}
          onSucceeded={async (paymentIntentId) => {
            const result = await confirm.mutateAsync({ drawingId, paymentIntentId });
            toast({ title: t(CHECKOUT_SUCCESS) });
            navigate(result.redirectUrl ? safeReturnTo(result.redirectUrl) : '/dashboard');
          }}
          // Nothing was paid: straight on to the set-up, where the voucher's plan starts.
          onVoucherRedeemed={(result) => navigate(afterPaymentPath(result.planId))}
        >
          <TextField
            id={CHILD_NAME_FIELD}
            name="childName"
            label={t('payments.checkout.childName')}
            autoComplete="off"
            maxLength={CHILD_NAME_MAX_LENGTH + 20}
            value={childName}
            error={nameErrorKey ? t(nameErrorKey, { max: CHILD_NAME_MAX_LENGTH }) : nameError}
            hint={t('payments.checkout.childNameHint')}
            onChange={(e) => {
              setChildName(e.target.value);
              setNameError(undefined);
            }}
          />
          <TextField name="email" type="email" label={t('payments.email')} readOnly value={email} hint={t('payments.checkout.emailHint')} />
        </PaymentForm>
        <p className="text-center text-sm text-muted">{t('payments.checkout.noSubscription')}</p>
      </CardContent>
    </Card>
  );
}

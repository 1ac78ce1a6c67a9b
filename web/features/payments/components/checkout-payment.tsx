import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Card, CardContent } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useConfirmPayment } from '../api/confirm-payment';
import { PaymentForm } from './payment-form';
import { toast } from '@/lib/use-toast';
import { CHECKOUT_INIT_FAILED, CHECKOUT_SUCCESS, checkoutPath, EMAIL_REQUIRED, PLAN_PRICE } from '../lib/plan-summary';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Email and card: paying turns the analysed drawing into a paid plan. */
export function CheckoutPayment({ drawingId, email: initialEmail }: { drawingId: string; email: string }) {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | undefined>();
  const emailInput = useRef<HTMLInputElement>(null);
  const confirm = useConfirmPayment();

  function checkEmail(): boolean {
    const ok = looksLikeEmail(email.trim());
    setEmailError(ok ? undefined : EMAIL_REQUIRED);
    if (!ok) emailInput.current?.focus();
    return ok;
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
          beforePay={checkEmail}
          onSucceeded={async (paymentIntentId) => {
            const result = await confirm.mutateAsync({ drawingId, paymentIntentId });
            toast({ title: CHECKOUT_SUCCESS });
            navigate(result.redirectUrl ? safeReturnTo(result.redirectUrl) : '/dashboard');
          }}
        >
          <TextField
            ref={emailInput}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            hint="Your receipt goes here."
            value={email}
            error={emailError}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(undefined);
            }}
          />
        </PaymentForm>
        <p className="text-center text-sm text-muted">One payment, no subscription. 30-day money-back guarantee.</p>
      </CardContent>
    </Card>
  );
}

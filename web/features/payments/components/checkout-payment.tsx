import { useLocation } from 'wouter';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Card, CardContent } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useConfirmPayment } from '../api/confirm-payment';
import { PaymentForm } from './payment-form';
import { toast } from '@/lib/use-toast';
import { CHECKOUT_INIT_FAILED, CHECKOUT_SUCCESS, checkoutPath, PLAN_PRICE } from '../lib/plan-summary';

/**
 * The account's address and the card: paying turns the analysed drawing into a paid plan. The
 * receipt goes to the account's address, so that is what the field shows (changed on the account page).
 */
export function CheckoutPayment({ drawingId, email }: { drawingId: string; email: string }) {
  const [, navigate] = useLocation();
  const confirm = useConfirmPayment();

  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <h2 className="text-xl font-bold">Payment</h2>
        <PaymentForm
          intentFor={{ drawingId }}
          submitLabel={`Complete Payment - ${PLAN_PRICE}`}
          returnUrl={checkoutPath(drawingId)}
          initErrorMessage={CHECKOUT_INIT_FAILED}
          onSucceeded={async (paymentIntentId) => {
            const result = await confirm.mutateAsync({ drawingId, paymentIntentId });
            toast({ title: CHECKOUT_SUCCESS });
            navigate(result.redirectUrl ? safeReturnTo(result.redirectUrl) : '/dashboard');
          }}
        >
          <TextField name="email" type="email" label="Email" readOnly value={email} hint="We e-mail your receipt to your account's address." />
        </PaymentForm>
        <p className="text-center text-sm text-muted">One payment, no subscription.</p>
      </CardContent>
    </Card>
  );
}

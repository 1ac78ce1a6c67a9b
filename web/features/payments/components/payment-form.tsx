import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { usePaymentIntent } from '../api/create-payment-intent';
import type { PaymentFormProps, ProviderFormProps } from './payment-form-props';
import { useCardPayment } from '../hooks/use-card-payment';
import { RefundTerms } from './refund-terms';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';
import { VoucherForm } from './voucher-form';
import { useT } from '@/i18n/use-t';

/**
 * The payment port on the client. The server decides the provider per intent; each provider
 * renders its own card fields and ends the same way: onSucceeded(paymentIntentId), or a
 * redirect back to `returnUrl` after a bank confirmation.
 */
export function PaymentForm({ intentFor, initErrorMessage, onVoucherRedeemed, ...props }: PaymentFormProps) {
  const t = useT();
  const intent = usePaymentIntent(intentFor);
  const failedAt = intent.isError ? intent.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt) toast({ variant: 'destructive', title: initErrorMessage });
  }, [failedAt, initErrorMessage]);

  if (intent.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <p className="sr-only" role="status">
          {t('payments.form.preparing')}
        </p>
        <div className="h-56 animate-pulse rounded-2xl bg-surface-2" />
        <div className="h-12 animate-pulse rounded-full bg-surface-2" />
      </div>
    );
  }
  if (intent.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-2xl border border-destructive p-4">
        <p className="font-semibold">{initErrorMessage}</p>
        <Button variant="secondary" onClick={() => void intent.refetch()}>
          {t('payments.tryAgain')}
        </Button>
      </div>
    );
  }
  // A plan's refund terms, right under its Pay button, whichever provider draws the button.
  return (
    <div className="grid gap-5">
      <div className="grid gap-3">
        {intent.data.provider === 'stripe' ? <StripeCardForm intent={intent.data} {...props} /> : <SandboxPayment intent={intent.data} {...props} />}
        <RefundTerms kind="plan" className="text-center text-sm text-muted" />
      </div>
      {onVoucherRedeemed ? (
        <>
          <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t('payments.form.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <VoucherForm planId={intent.data.planId} beforeRedeem={voucherCheck(props)} onRedeemed={onVoucherRedeemed} />
        </>
      ) : null}
    </div>
  );
}

/** A voucher passes the page's own checks and keeps what the page keeps, as a card payment does. */
function voucherCheck({ beforePay, beforeCharge }: Pick<PaymentFormProps, 'beforePay' | 'beforeCharge'>) {
  return async (planId: string) => {
    if (beforePay && !beforePay()) return false;
    await beforeCharge?.(planId);
    return true;
  };
}

function SandboxPayment({ intent, returnUrl, onSucceeded, submitLabel, children, beforePay, beforeCharge }: ProviderFormProps) {
  const { processing, failure, pay } = useCardPayment({ intent, returnUrl, onSucceeded, beforeCharge });
  return (
    <SandboxCardForm submitLabel={submitLabel} processing={processing} failure={failure} onPay={(card) => void pay(card)} beforePay={beforePay}>
      {children}
    </SandboxCardForm>
  );
}

import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { lastingFailure } from '../lib/payment-errors';
import { showPaymentFailure } from '../hooks/use-card-payment';
import { FormError } from '@/components/ui/form-error';
import { stripeOutcome } from '../lib/stripe-result';
import type { ProviderFormProps } from './payment-form-props';
import { useT } from '@/i18n/use-t';

// Stripe.js is fetched from Stripe only when a Stripe payment form is actually shown.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/**
 * Stripe's Payment Element in Kritzel's dark colours; card data never touches our server. Not a
 * contract form: Stripe's own fields check themselves, and the checkout loads without zod at
 * start-up (docs/decisions/017-page-start-up.md).
 */
export default function StripeElementsForm(props: ProviderFormProps) {
  const { intent } = props;
  if (!intent.publishableKey) throw new Error('A Stripe intent arrived without a publishable key');
  return (
    <Elements
      stripe={stripeFor(intent.publishableKey)}
      options={{
        clientSecret: intent.clientSecret,
        appearance: { theme: 'night', variables: { colorPrimary: '#ff6b6b', colorBackground: '#121933', colorText: '#eef1ff', borderRadius: '12px' } },
      }}
    >
      <StripePayment {...props} />
    </Elements>
  );
}

function StripePayment({ intent, returnUrl, onSucceeded, submitLabel, children, beforePay, beforeCharge }: ProviderFormProps) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  // A refusal stays beside the card until the next attempt, not only in a passing toast (issue 35).
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown) => showPaymentFailure(error, setFailure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || processing || (beforePay && !beforePay())) return;
    setProcessing(true);
    setFailure(null);
    try {
      await beforeCharge?.(intent.planId);
    } catch (error) {
      fail(error);
      setProcessing(false);
      return;
    }
    // Cards that need a bank confirmation leave for it and come back to returnUrl with
    // ?payment_intent=…&redirect_status=…, which the setup and checkout pages verify.
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: new URL(returnUrl, window.location.origin).href },
    });
    const outcome = stripeOutcome(result, t);
    if (outcome.kind === 'failed') {
      toast(outcome.toast);
      setFailure(lastingFailure(outcome.toast, t));
    }
    if (outcome.kind === 'succeeded') {
      try {
        await onSucceeded(outcome.paymentIntentId);
      } catch (error) {
        fail(error);
      }
    }
    setProcessing(false);
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-busy={processing}>
      {children}
      <PaymentElement />
      <FormError message={processing ? null : failure} />
      <Button type="submit" size="lg" className="w-full px-4 text-center text-base whitespace-normal sm:px-7 sm:text-lg" disabled={!stripe || processing}>
        {processing ? t('payments.form.processing') : submitLabel}
      </Button>
    </form>
  );
}

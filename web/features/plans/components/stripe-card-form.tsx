import type { ProviderFormProps } from './payment-form';

/**
 * The seam for Stripe, used when the server has Stripe keys (intent.provider === 'stripe').
 * To fill it: load @stripe/stripe-js with intent.publishableKey (lazily, in this chunk only),
 * mount the Payment Element with intent.clientSecret, and on submit call
 * stripe.confirmPayment({ elements, redirect: 'if_required',
 *   confirmParams: { return_url: new URL(returnUrl, location.origin).href } }).
 * An error → toast(paymentFailureToast) with error.message; success without a redirect →
 * onSucceeded(intent.paymentIntentId), exactly as the sandbox form does. Stripe's own redirect
 * comes back with ?payment_intent=…&redirect_status=…, which the setup and checkout pages read.
 */
export function StripeCardForm(_props: ProviderFormProps) {
  return (
    <div role="alert" className="grid gap-2 rounded-2xl border border-border p-4">
      <p className="font-semibold">Card payments are not available right now.</p>
      <p className="text-muted">Please try again a little later. If you have a voucher code, you can use it below.</p>
    </div>
  );
}

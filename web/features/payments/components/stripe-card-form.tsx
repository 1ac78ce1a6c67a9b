import { lazy, Suspense } from 'react';
import type { ProviderFormProps } from './payment-form-props';

// Its own chunk: parents on the sandbox (and every other page) never download Stripe's code.
const StripeElementsForm = lazy(() => import('./stripe-elements-form'));

/** Used when the server has Stripe keys (intent.provider === 'stripe'). */
export function StripeCardForm(props: ProviderFormProps) {
  return (
    <Suspense fallback={<div className="h-56 animate-pulse rounded-2xl bg-surface-2" aria-busy="true" />}>
      <StripeElementsForm {...props} />
    </Suspense>
  );
}

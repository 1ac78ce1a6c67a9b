import { useQuery } from '@tanstack/react-query';
// Type only: this call runs on a page that loads without zod (checkout, plan set-up, bank
// confirmation; docs/decisions/017-page-start-up.md), so its answer is typed, not checked.
import type { CreatePaymentIntentResponse } from '../../../../contracts/plans';
import { api } from '@/lib/api-client';

export type PaymentIntent = CreatePaymentIntentResponse;

/** From the dashboard a plan is paid; from a free analysis, the drawing starts a new plan. */
export type PaymentIntentFor = { planId: string } | { drawingId: string };

/** POST /api/create-payment-intent → what the card form needs. The price is the server's. */
export async function createPaymentIntent(body: PaymentIntentFor): Promise<PaymentIntent> {
  return api.post<PaymentIntent>('/api/create-payment-intent', body);
}

/**
 * One intent per opened payment form. A query (not a mutation) so React's double effects in
 * development and re-renders never create a second intent; gcTime 0 makes the next opening
 * start a fresh one.
 */
export function usePaymentIntent(body: PaymentIntentFor | null) {
  const key = body === null ? 'none' : 'planId' in body ? `plan:${body.planId}` : `drawing:${body.drawingId}`;
  return useQuery({
    queryKey: ['payment-intent', key],
    queryFn: () => createPaymentIntent(body as PaymentIntentFor),
    enabled: body !== null,
    gcTime: 0,
  });
}

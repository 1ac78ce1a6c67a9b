import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatePaymentIntentResponse as ResponseSchema } from '../../../../contracts/plans';
import { apiRequest } from '@/lib/api';

export type PaymentIntent = z.infer<typeof ResponseSchema>;

/** From the dashboard a plan is paid; from a free analysis, the drawing starts a new plan. */
export type PaymentIntentFor = { planId: string } | { drawingId: string };

/** POST /api/create-payment-intent → what the card form needs. The price is the server's. */
export async function createPaymentIntent(body: PaymentIntentFor): Promise<PaymentIntent> {
  const res = await apiRequest('POST', '/api/create-payment-intent', body);
  return (await res.json()) as PaymentIntent;
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

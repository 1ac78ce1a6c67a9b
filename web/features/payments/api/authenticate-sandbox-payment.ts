import { useMutation } from '@tanstack/react-query';
// Type only: this call runs on a page that loads without zod (checkout, plan set-up, bank
// confirmation; docs/decisions/017-page-start-up.md), so its answer is typed, not checked.
import type { SandboxAuthenticateResponse } from '../../../../contracts/payments';
import { api } from '@/lib/api-client';

export interface AuthenticateInput {
  paymentIntentId: string;
  clientSecret: string;
  approve: boolean;
  returnUrl: string;
}

/**
 * A plan's payment is a payment intent (`pi_…`, as Stripe names them); a keepsake's checkout
 * waits on the bank under its order's id.
 */
export const isKeepsakeOrder = (paymentId: string) => !paymentId.startsWith('pi_');

/**
 * The test bank's answer: POST /api/sandbox/payment-intents/{id}/authenticate for a plan's
 * payment, POST /api/sandbox/orders/{id}/authenticate for a keepsake order.
 */
export async function authenticateSandboxPayment({ paymentIntentId, ...body }: AuthenticateInput): Promise<SandboxAuthenticateResponse> {
  const id = encodeURIComponent(paymentIntentId);
  const url = isKeepsakeOrder(paymentIntentId) ? `/api/sandbox/orders/${id}/authenticate` : `/api/sandbox/payment-intents/${id}/authenticate`;
  return api.post<SandboxAuthenticateResponse>(url, body);
}

export function useAuthenticateSandboxPayment() {
  return useMutation({ mutationFn: authenticateSandboxPayment });
}

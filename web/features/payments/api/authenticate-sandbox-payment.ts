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

/** POST /api/sandbox/payment-intents/{id}/authenticate: the test bank's answer. */
export async function authenticateSandboxPayment({ paymentIntentId, ...body }: AuthenticateInput): Promise<SandboxAuthenticateResponse> {
  return api.post<SandboxAuthenticateResponse>(`/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/authenticate`, body);
}

export function useAuthenticateSandboxPayment() {
  return useMutation({ mutationFn: authenticateSandboxPayment });
}

import { useMutation } from '@tanstack/react-query';
import type { SandboxAuthenticateResponse } from '../../../../contracts/payments';
import { apiRequest } from '@/lib/api';

export interface AuthenticateInput {
  paymentIntentId: string;
  clientSecret: string;
  approve: boolean;
  returnUrl: string;
}

/** POST /api/sandbox/payment-intents/{id}/authenticate: the test bank's answer. */
export async function authenticateSandboxPayment({ paymentIntentId, ...body }: AuthenticateInput): Promise<SandboxAuthenticateResponse> {
  const res = await apiRequest('POST', `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/authenticate`, body);
  return (await res.json()) as SandboxAuthenticateResponse;
}

export function useAuthenticateSandboxPayment() {
  return useMutation({ mutationFn: authenticateSandboxPayment });
}

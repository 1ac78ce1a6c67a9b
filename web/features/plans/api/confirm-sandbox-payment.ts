import type { SandboxConfirmResponse } from '../../../../contracts/payments';
import { apiRequest } from '@/lib/api';
import type { CardDetails } from '../lib/card-details';

export type SandboxConfirmResult = SandboxConfirmResponse;

/**
 * POST /api/sandbox/payment-intents/{id}/confirm: the sandbox provider's stand-in for Stripe's
 * confirmCardPayment. A declined card answers 402 with the decline message; a card that needs
 * the bank's confirmation answers with the page to go to, which returns to `returnUrl`.
 */
export async function confirmSandboxPayment(
  paymentIntentId: string,
  clientSecret: string,
  card: CardDetails,
  returnUrl: string,
): Promise<SandboxConfirmResult> {
  const res = await apiRequest('POST', `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`, {
    clientSecret,
    ...card,
    returnUrl,
  });
  return (await res.json()) as SandboxConfirmResult;
}

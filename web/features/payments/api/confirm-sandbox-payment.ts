// Type only: this call runs on a page that loads without zod (checkout, plan set-up, bank
// confirmation; docs/decisions/017-page-start-up.md), so its answer is typed, not checked.
import type { SandboxConfirmResponse } from '../../../../contracts/payments';
import { api } from '@/lib/api-client';
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
  const url = `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`;
  return api.post<SandboxConfirmResponse>(url, { clientSecret, ...card, returnUrl });
}

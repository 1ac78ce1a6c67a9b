import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
// Type only: this call runs on a page that loads without zod (checkout, plan set-up, bank
// confirmation; docs/decisions/017-page-start-up.md), so its answer is typed, not checked.
import type { ConfirmPaymentResponse } from '../../../../contracts/plans';
import { api } from '@/lib/api-client';
import { plansQueryKey } from '@/lib/query-keys';

/**
 * POST /api/confirm-payment, in the spec's three shapes: a card payment or a voucher
 * (paymentIntentId '' plus voucherCode) for a plan, or a payment from a free analysis.
 */
export type ConfirmPaymentInput = { planId: string; paymentIntentId: string; voucherCode?: string } | { drawingId: string; paymentIntentId: string };

export type ConfirmPaymentResult = z.infer<typeof ConfirmPaymentResponse>;

export async function confirmPayment(body: ConfirmPaymentInput): Promise<ConfirmPaymentResult> {
  return api.post<ConfirmPaymentResponse>('/api/confirm-payment', body);
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConfirmPaymentResponse } from '../../../../contracts/plans';
import { apiRequest } from '@/lib/api';
import { plansQueryKey } from './get-plans';

/**
 * POST /api/confirm-payment, in the spec's three shapes: a card payment or a voucher
 * (paymentIntentId '' plus voucherCode) for a plan, or a payment from a free analysis.
 */
export type ConfirmPaymentInput =
  | { planId: string; paymentIntentId: string; voucherCode?: string }
  | { drawingId: string; paymentIntentId: string };

export type ConfirmPaymentResult = z.infer<typeof ConfirmPaymentResponse>;

export async function confirmPayment(body: ConfirmPaymentInput): Promise<ConfirmPaymentResult> {
  const res = await apiRequest('POST', '/api/confirm-payment', body);
  return (await res.json()) as ConfirmPaymentResult;
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}

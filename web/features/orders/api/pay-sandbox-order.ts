import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SandboxOrderPayResponse, type Order, type ShippingAddress } from '../../../../contracts/shop';
import type { CardDetails } from '@/features/payments';
import { api } from '@/lib/api-client';
import { orderQueryKey } from './get-order';
import { ordersQueryKey } from './get-orders';

export interface PaySandboxOrderInput {
  shippingAddress: ShippingAddress;
  card: CardDetails;
}

/**
 * POST /api/sandbox/orders/{orderId}/pay: the sandbox's stand-in for Stripe Checkout. It answers
 * the order as it now stands: paid, or still pending with `nextActionUrl` when the card's bank
 * asks for a confirmation first (3-D Secure). A declined card answers 402 with the decline
 * message and the order stays pending.
 */
export async function paySandboxOrder(orderId: string, { shippingAddress, card }: PaySandboxOrderInput): Promise<SandboxOrderPayResponse> {
  const pay = {
    shippingAddress,
    card: { number: card.cardNumber, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc },
  };
  return api.post(`/api/sandbox/orders/${encodeURIComponent(orderId)}/pay`, pay, SandboxOrderPayResponse);
}

export function usePaySandboxOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaySandboxOrderInput) => paySandboxOrder(orderId, input),
    onSuccess: async ({ nextActionUrl, ...order }) => {
      // Waiting for the bank: the page leaves for its confirmation, the order is unchanged.
      if (nextActionUrl) return;
      queryClient.setQueryData<Order>(orderQueryKey(orderId), order);
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey, exact: true });
    },
  });
}

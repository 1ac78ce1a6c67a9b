import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../contracts/shop';

/** GET /api/orders/{orderId}: one of the parent's orders (404 for anyone else's). */
export const orderQueryKey = (orderId: string) => ['/api/orders', orderId] as const;

export function useOrder(orderId: string) {
  return useQuery<Order>({ queryKey: orderQueryKey(orderId) });
}

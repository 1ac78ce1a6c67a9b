import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../contracts/shop';

/** GET /api/orders: the parent's keepsake orders, newest first. A paid order invalidates it. */
export const ordersQueryKey = ['/api/orders'] as const;

export function useOrders() {
  return useQuery<Order[]>({ queryKey: ordersQueryKey });
}

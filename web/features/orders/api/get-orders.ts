import { useQuery } from '@tanstack/react-query';
import { OrdersResponse } from '../../../../contracts/shop';
import { queryFnFor } from '@/lib/api-client';

/** GET /api/orders: the parent's keepsake orders, newest first. A paid order invalidates it. */
export const ordersQueryKey = ['/api/orders'] as const;

export function useOrders() {
  return useQuery({ queryKey: ordersQueryKey, queryFn: queryFnFor(OrdersResponse) });
}

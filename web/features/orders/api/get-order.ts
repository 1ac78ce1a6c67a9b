import { useQuery } from '@tanstack/react-query';
import { Order } from '../../../../contracts/shop';
import { queryFnFor } from '@/lib/api-client';

/** GET /api/orders/{orderId}: one of the parent's orders (404 for anyone else's). */
export const orderQueryKey = (orderId: string) => ['/api/orders', orderId] as const;

export function useOrder(orderId: string) {
  return useQuery({ queryKey: orderQueryKey(orderId), queryFn: queryFnFor(Order) });
}

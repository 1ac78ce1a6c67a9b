import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, AdminOrdersResponse, type AdminOrder } from '../../../../contracts/admin';
import type { OrderStatus } from '../../../../contracts/shop';
import { api } from '@/lib/api-client';
import { apiRequest } from '@/lib/api';
import { auditQueryKey } from './audit';

export const adminOrdersQueryKey = (status: OrderStatus | 'all') => [status === 'all' ? ADMIN_API.orders : `${ADMIN_API.orders}?status=${status}`] as const;

/** GET /api/admin/orders?status, sent with cookies; the page words any refusal as the spec's 'Failed to fetch orders'. */
export async function fetchAdminOrders(status: OrderStatus | 'all', signal?: AbortSignal): Promise<AdminOrder[]> {
  const [url] = adminOrdersQueryKey(status);
  return api.get(url, AdminOrdersResponse, signal);
}

export function useAdminOrders(status: OrderStatus | 'all') {
  return useQuery<AdminOrder[]>({
    queryKey: adminOrdersQueryKey(status),
    queryFn: ({ signal }) => fetchAdminOrders(status, signal),
    staleTime: 0,
  });
}

/** After any order change every filtered list may be stale (the order can move between them), and so is its history. */
function useInvalidateOrder() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN_API.orders) }),
      queryClient.invalidateQueries({ queryKey: auditQueryKey('order', id) }),
    ]);
}

/** PATCH /api/admin/orders/{orderId}/status {status}. */
export function useUpdateOrderStatus() {
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: OrderStatus }) => {
      await apiRequest('PATCH', ADMIN_API.orderStatus(id), { status });
    },
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export interface FulfillmentUpdate {
  trackingNumber?: string;
  notes?: string;
}

/** PATCH /api/admin/orders/{orderId}/fulfillment with only the non-empty fields (spec 001 §5). */
export function useUpdateFulfillment() {
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: async ({ id, update }: { id: string; update: FulfillmentUpdate }) => {
      await apiRequest('PATCH', ADMIN_API.orderFulfillment(id), update);
    },
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

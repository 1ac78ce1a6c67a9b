import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_MESSAGES, type AdminOrder } from '../../../../contracts/admin';
import type { OrderStatus } from '../../../../contracts/shop';
import { apiRequest } from '@/lib/api';
import { auditQueryKey } from './audit';

export const adminOrdersQueryKey = (status: OrderStatus | 'all') =>
  [status === 'all' ? ADMIN_API.orders : `${ADMIN_API.orders}?status=${status}`] as const;

/** GET /api/admin/orders?status, sent with cookies; any failure is the spec's 'Failed to fetch orders'. */
export async function fetchAdminOrders(status: OrderStatus | 'all', signal?: AbortSignal): Promise<AdminOrder[]> {
  const [url] = adminOrdersQueryKey(status);
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) throw new Error(ADMIN_MESSAGES.ordersFetchFailed);
  return (await res.json()) as AdminOrder[];
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

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, AdminOrdersResponse, type AdminOrder } from '../../../../contracts/admin';
import type { AdminPage } from '../../../../contracts/admin-pages';
import type { OrderStatus } from '../../../../contracts/shop';
import { api } from '@/lib/api-client';
import { apiRequest } from '@/lib/api';
import { pageUrl } from '../lib/page-url';
import { auditQueryKey } from './audit';

export const adminOrdersQueryKey = (status: OrderStatus | 'all', cursor: string | null = null) =>
  [pageUrl(ADMIN_API.orders, { status: status === 'all' ? null : status, cursor })] as const;

/** GET /api/admin/orders?status&cursor, sent with cookies; the page words any refusal as the spec's 'Failed to fetch orders'. */
export async function fetchAdminOrders(status: OrderStatus | 'all', cursor: string | null, signal?: AbortSignal): Promise<AdminPage<AdminOrder>> {
  const [url] = adminOrdersQueryKey(status, cursor);
  return api.get(url, AdminOrdersResponse, signal);
}

export function useAdminOrders(status: OrderStatus | 'all', cursor: string | null) {
  return useQuery<AdminPage<AdminOrder>>({
    queryKey: adminOrdersQueryKey(status, cursor),
    queryFn: ({ signal }) => fetchAdminOrders(status, cursor, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
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

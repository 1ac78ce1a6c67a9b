import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, AdminVouchersResponse, type CreateVoucherRequest } from '../../../../contracts/admin';
import { apiRequest } from '@/lib/api';
import { queryFnFor } from '@/lib/api-client';
import { pageUrl } from '../lib/page-url';
import { auditQueryKey } from './audit';

/** Every page of the list: a new or deactivated voucher changes them all. */
const isVoucherList = (queryKey: readonly unknown[]) => String(queryKey[0]).startsWith(ADMIN_API.vouchers);
export const vouchersQueryKey = (cursor: string | null = null) => [pageUrl(ADMIN_API.vouchers, { cursor })] as const;

/** GET /api/admin/vouchers?cursor: a page of vouchers, newest first. */
export function useVouchers(cursor: string | null) {
  return useQuery({ queryKey: vouchersQueryKey(cursor), queryFn: queryFnFor(AdminVouchersResponse), placeholderData: keepPreviousData });
}

/** POST /api/admin/vouchers {code, description, expiresAt, maxUses}. */
export async function createVoucher(request: CreateVoucherRequest): Promise<void> {
  await apiRequest('POST', ADMIN_API.vouchers, request);
}

export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoucher,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => isVoucherList(q.queryKey) }),
  });
}

/** PATCH /api/admin/vouchers/{id}/deactivate: one way, there is no reactivation. */
export async function deactivateVoucher(id: string): Promise<void> {
  await apiRequest('PATCH', ADMIN_API.deactivateVoucher(id));
}

export function useDeactivateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateVoucher,
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: auditQueryKey('voucher', id) });
      return queryClient.invalidateQueries({ predicate: (q) => isVoucherList(q.queryKey) });
    },
  });
}

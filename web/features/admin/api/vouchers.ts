import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, AdminVouchersResponse, type CreateVoucherRequest } from '../../../../contracts/admin';
import { apiRequest } from '@/lib/api';
import { queryFnFor } from '@/lib/api-client';
import { auditQueryKey } from './audit';

export const vouchersQueryKey = [ADMIN_API.vouchers] as const;

/** GET /api/admin/vouchers: every voucher. */
export function useVouchers() {
  return useQuery({ queryKey: vouchersQueryKey, queryFn: queryFnFor(AdminVouchersResponse) });
}

/** POST /api/admin/vouchers {code, description, expiresAt, maxUses}. */
export async function createVoucher(request: CreateVoucherRequest): Promise<void> {
  await apiRequest('POST', ADMIN_API.vouchers, request);
}

export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vouchersQueryKey }),
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
      return queryClient.invalidateQueries({ queryKey: vouchersQueryKey });
    },
  });
}

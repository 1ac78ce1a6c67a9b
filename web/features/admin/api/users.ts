import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_API, AdminUserDetail, AdminUsersResponse } from '../../../../contracts/admin';
import { queryFnFor } from '@/lib/api-client';
import { pageUrl } from '../lib/page-url';

/** GET /api/admin/users?search&cursor: a page of the newest users, or of those whose address or name matches. */
export const adminUsersQueryKey = (search: string, cursor: string | null = null) => [pageUrl(ADMIN_API.users, { search, cursor })] as const;

export function useAdminUsers(search: string, cursor: string | null) {
  // The page on screen stays until the next one arrives, so Next does not flash a spinner.
  return useQuery({ queryKey: adminUsersQueryKey(search, cursor), queryFn: queryFnFor(AdminUsersResponse), staleTime: 0, placeholderData: keepPreviousData });
}

/** GET /api/admin/users/{id}: one user with statistics and recent plans, fetched when the detail opens. */
export const adminUserQueryKey = (id: string) => [ADMIN_API.user(encodeURIComponent(id))] as const;

export function useAdminUserDetail(id: string | null) {
  return useQuery({ queryKey: adminUserQueryKey(id ?? ''), queryFn: queryFnFor(AdminUserDetail), enabled: id !== null, staleTime: 0 });
}

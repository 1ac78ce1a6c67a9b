import { useQuery } from '@tanstack/react-query';
import { ADMIN_API, AdminUserDetail, AdminUsersResponse } from '../../../../contracts/admin';
import { queryFnFor } from '@/lib/api-client';

/** GET /api/admin/users?search: the 50 most recent users, or those whose email matches. */
export const adminUsersQueryKey = (search: string) => [search ? `${ADMIN_API.users}?search=${encodeURIComponent(search)}` : ADMIN_API.users] as const;

export function useAdminUsers(search: string) {
  return useQuery({ queryKey: adminUsersQueryKey(search), queryFn: queryFnFor(AdminUsersResponse), staleTime: 0 });
}

/** GET /api/admin/users/{id}: one user with statistics and recent plans, fetched when the detail opens. */
export const adminUserQueryKey = (id: string) => [ADMIN_API.user(encodeURIComponent(id))] as const;

export function useAdminUserDetail(id: string | null) {
  return useQuery({ queryKey: adminUserQueryKey(id ?? ''), queryFn: queryFnFor(AdminUserDetail), enabled: id !== null, staleTime: 0 });
}

import { useQuery } from '@tanstack/react-query';
import { ADMIN_API, type AdminUserDetail, type AdminUserSummary } from '../../../../contracts/admin';

/** GET /api/admin/users?search: the 50 most recent users, or those whose email matches. */
export const adminUsersQueryKey = (search: string) => [search ? `${ADMIN_API.users}?search=${encodeURIComponent(search)}` : ADMIN_API.users] as const;

export function useAdminUsers(search: string) {
  return useQuery<AdminUserSummary[]>({ queryKey: adminUsersQueryKey(search), staleTime: 0 });
}

/** GET /api/admin/users/{id}: one user with statistics and recent plans, fetched when the detail opens. */
export const adminUserQueryKey = (id: string) => [ADMIN_API.user(encodeURIComponent(id))] as const;

export function useAdminUserDetail(id: string | null) {
  return useQuery<AdminUserDetail>({ queryKey: adminUserQueryKey(id ?? ''), enabled: id !== null, staleTime: 0 });
}

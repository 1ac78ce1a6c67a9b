import { useQuery } from '@tanstack/react-query';
// Type only: every page's start-up code asks who is signed in, and start-up loads without zod
// (docs/decisions/017-page-start-up.md), so this answer is typed, not checked.
import type { CurrentUser } from '../../../../contracts/auth';
import { getQueryFn } from '@/lib/query-fn';

export const currentUserQueryKey = ['/api/auth/user'] as const;

/**
 * The signed-in parent, or null. A 401 means "signed out", not an error, and is never
 * retried; a failed fetch (server down) also counts as signed out so public pages still work.
 */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

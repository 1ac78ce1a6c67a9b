import { useQuery } from '@tanstack/react-query';
import { AuthProviders } from '../../../../contracts/auth';
import { queryFnFor } from '@/lib/api-client';

export const authProvidersQueryKey = ['/api/auth/providers'] as const;

/** Which sign-in methods the server offers; email and password always, OIDC when configured. */
export function useAuthProviders() {
  return useQuery({ queryKey: authProvidersQueryKey, queryFn: queryFnFor(AuthProviders) });
}

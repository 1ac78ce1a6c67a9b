import { useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '../../../../contracts/auth';

export const authProvidersQueryKey = ['/api/auth/providers'] as const;

/** Which sign-in methods the server offers; email and password always, OIDC when configured. */
export function useAuthProviders() {
  return useQuery<AuthProviders>({ queryKey: authProvidersQueryKey });
}

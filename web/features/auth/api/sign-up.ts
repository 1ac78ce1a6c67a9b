import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpRequest } from '../../../../contracts/auth';
import { apiRequest } from '@/lib/api';
import { currentUserQueryKey } from './use-auth';

export async function signUp(body: SignUpRequest): Promise<void> {
  await apiRequest('POST', '/api/identity/sign-up/email', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // See useSignIn: the page leaves right after, so only mark the user stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: 'none' }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '../../../../contracts/auth';
import { apiRequest } from '@/lib/api';
import { currentUserQueryKey } from './use-auth';

export async function signIn(body: SignInRequest): Promise<void> {
  await apiRequest('POST', '/api/identity/sign-in/email', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Mark the user stale without refetching: the page navigates away at once, and a
    // refetch now would flash the signed-in routes before the browser leaves.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: 'none' }),
  });
}

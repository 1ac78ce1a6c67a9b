import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { currentUserQueryKey } from './use-auth';

/** Confirms the address from the e-mailed link's token. */
export async function confirmEmail(token: string): Promise<void> {
  await apiRequest('GET', `/api/identity/verify-email?token=${encodeURIComponent(token)}`);
}

/** Sends the signed-in parent a new confirmation link. */
export async function sendConfirmationLink(email: string): Promise<void> {
  await apiRequest('POST', '/api/identity/send-verification-email', { email });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

export function useSendConfirmationLink() {
  return useMutation({ mutationFn: sendConfirmationLink });
}

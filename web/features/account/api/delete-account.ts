import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../../contracts/account';
import { apiRequest } from '@/lib/api';

/** DELETE /api/account: confirmed by the password (single sign-on accounts: a fresh sign-in). */
export async function deleteAccount(password: string | undefined): Promise<void> {
  await apiRequest('DELETE', ACCOUNT_API.account, password === undefined ? {} : { password });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

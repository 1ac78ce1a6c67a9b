import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../../contracts/account';
import { apiRequest } from '@/lib/api';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** POST /api/account/password: the current password re-authenticates; other devices are signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('POST', ACCOUNT_API.password, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

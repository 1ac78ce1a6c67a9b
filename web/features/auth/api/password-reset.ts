import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '../../../../contracts/auth';
import { apiRequest } from '@/lib/api';

/** The link in the e-mail opens /reset-password on this site; the server answers alike for any address. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/identity/request-password-reset', body);
}

/** Sets the new password; the server ends every session of the account. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/identity/reset-password', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../../contracts/account';
import { apiRequest } from '@/lib/api';

/** POST /api/account/sign-out-everywhere: every session ends, this browser's too. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest('POST', ACCOUNT_API.signOutEverywhere);
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}

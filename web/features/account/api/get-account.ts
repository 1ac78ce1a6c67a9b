import { useQuery } from '@tanstack/react-query';
import type { AccountResponse } from '../../../../contracts/account';
import { accountQueryKey } from '@/components/ai-provider-choice';

export { accountQueryKey };

/** GET /api/account: profile, consent, password and AI-provider settings. */
export function useAccount() {
  return useQuery<AccountResponse>({ queryKey: accountQueryKey });
}

import { useQuery } from '@tanstack/react-query';
import { AccountResponse } from '../../../../contracts/account';
import { accountQueryKey } from '@/components/ai-provider-choice';
import { queryFnFor } from '@/lib/api-client';

export { accountQueryKey };

/** GET /api/account: profile, consent, password and AI-provider settings. */
export function useAccount() {
  return useQuery({ queryKey: accountQueryKey, queryFn: queryFnFor(AccountResponse) });
}

import { useQuery } from '@tanstack/react-query';
import type { AccountResponse } from '../../../../contracts/account';
import { accountQueryKey } from '@/components/ai-provider-choice';

/**
 * Whether a recording's words reach the feedback: only when this server has an external AI
 * provider and the parent said yes to it (ADR 016); the local analyser writes nothing out.
 * Until the account has loaded, the answer is no — never a promise the server may not keep.
 */
export function useRecordingWordsUsed(): boolean {
  const account = useQuery<AccountResponse>({ queryKey: accountQueryKey });
  return account.data?.externalAiConfigured === true && account.data.aiProviderOptIn === true;
}

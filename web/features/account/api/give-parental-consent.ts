import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../../contracts/account';
import { apiRequest } from '@/lib/api';
import { accountQueryKey } from './get-account';

/** POST /api/account/parental-consent: an account made by single sign-on confirms it once. */
export function useGiveParentalConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', ACCOUNT_API.parentalConsent, { parentalConsent: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}

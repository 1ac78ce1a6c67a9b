import { useMutation } from '@tanstack/react-query';
import { NOTIFICATIONS_API, UnsubscribeResponse } from '../../../../contracts/notifications';
import { apiRequest, readResponse } from '@/lib/api';

/** The e-mailed link's token turns its kind of e-mail off (`subscribed: false`) or back on. */
export async function setSubscription({ token, subscribed }: { token: string; subscribed: boolean }): Promise<UnsubscribeResponse> {
  const url = `${subscribed ? NOTIFICATIONS_API.resubscribe : NOTIFICATIONS_API.unsubscribe}?token=${encodeURIComponent(token)}`;
  return readResponse(await apiRequest('POST', url), UnsubscribeResponse);
}

export function useSetSubscription() {
  return useMutation({ mutationFn: setSubscription });
}

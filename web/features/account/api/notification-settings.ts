import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_API, NotificationSettingsResponse, type UpdateNotificationSettingsRequest } from '../../../../contracts/notifications';
import { apiRequest, readResponse } from '@/lib/api';
import { queryFnFor } from '@/lib/api-client';

export const notificationSettingsQueryKey = [NOTIFICATIONS_API.settings] as const;

/** GET /api/account/notifications: the reminder and notice choices (the defaults until saved). */
export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsQueryKey, queryFn: queryFnFor(NotificationSettingsResponse) });
}

/** PUT /api/account/notifications: answers with the saved settings and the next reminder's time. */
export async function saveNotificationSettings(settings: UpdateNotificationSettingsRequest): Promise<NotificationSettingsResponse> {
  return readResponse(await apiRequest('PUT', NOTIFICATIONS_API.settings, settings), NotificationSettingsResponse);
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryKey, saved),
  });
}

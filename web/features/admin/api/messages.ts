import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API, AdminMessagesResponse } from '../../../../contracts/admin';
import type { ContactStatus } from '../../../../contracts/contact';
import { apiRequest } from '@/lib/api';
import { queryFnFor } from '@/lib/api-client';
import { pageUrl } from '../lib/page-url';
import { auditQueryKey } from './audit';

export type MessageStatus = z.infer<typeof ContactStatus>;

/** GET /api/admin/messages?status&cursor: every filter's every page is its own cached list. */
export const adminMessagesQueryKey = (status: MessageStatus | 'all', cursor: string | null = null) =>
  [pageUrl(ADMIN_API.messages, { status: status === 'all' ? null : status, cursor })] as const;

export function useAdminMessages(status: MessageStatus | 'all', cursor: string | null) {
  // Admins act on what others just sent: a page visit always reads the list afresh.
  return useQuery({
    queryKey: adminMessagesQueryKey(status, cursor),
    queryFn: queryFnFor(AdminMessagesResponse),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/messages/{id} {status}. */
export async function updateMessageStatus(id: string, status: MessageStatus): Promise<void> {
  await apiRequest('PATCH', ADMIN_API.message(id), { status });
}

export function useUpdateMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MessageStatus }) => updateMessageStatus(id, status),
    // A message changes which filters list it, so every filtered list is stale, and so is its history.
    onSuccess: async (_data, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN_API.messages) }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey('message', id) }),
      ]);
    },
  });
}

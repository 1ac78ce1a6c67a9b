import { useQuery } from '@tanstack/react-query';
import { ADMIN_API, type AuditEntityType, type AuditEvent } from '../../../../contracts/admin';
import { getQueryFn } from '@/lib/api';

export const auditQueryKey = (entityType: AuditEntityType, entityId: string) =>
  [`${ADMIN_API.audit}?entityType=${entityType}&entityId=${encodeURIComponent(entityId)}`] as const;

/** An item's change history, fetched when the admin opens it. */
export function useAuditTrail(entityType: AuditEntityType, entityId: string, enabled: boolean) {
  return useQuery<AuditEvent[] | null>({
    queryKey: auditQueryKey(entityType, entityId),
    queryFn: getQueryFn<AuditEvent[]>({ on401: 'throw' }),
    enabled,
  });
}

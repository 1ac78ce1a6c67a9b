import { useQuery } from '@tanstack/react-query';
import { ADMIN_API, AuditEventsResponse, type AuditEntityType } from '../../../../contracts/admin';
import { queryFnFor } from '@/lib/api-client';

export const auditQueryKey = (entityType: AuditEntityType, entityId: string) =>
  [`${ADMIN_API.audit}?entityType=${entityType}&entityId=${encodeURIComponent(entityId)}`] as const;

/** An item's change history, fetched when the admin opens it. */
export function useAuditTrail(entityType: AuditEntityType, entityId: string, enabled: boolean) {
  return useQuery({
    queryKey: auditQueryKey(entityType, entityId),
    queryFn: queryFnFor(AuditEventsResponse),
    enabled,
  });
}

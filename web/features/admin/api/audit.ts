import { ADMIN_API, AuditEventsResponse, type AuditEntityType } from '../../../../contracts/admin';
import { useAdminInfiniteList } from './infinite-list';

export const auditQueryKey = (entityType: AuditEntityType, entityId: string) =>
  [`${ADMIN_API.audit}?entityType=${entityType}&entityId=${encodeURIComponent(entityId)}`] as const;

/** An item's change history, newest first, fetched when the admin opens it; older changes a page at a time. */
export function useAuditTrail(entityType: AuditEntityType, entityId: string, enabled: boolean) {
  return useAdminInfiniteList(auditQueryKey(entityType, entityId)[0], AuditEventsResponse, enabled);
}

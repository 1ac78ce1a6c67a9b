import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntityType, AuditEvent } from '../../../contracts/admin.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adminAuditEvents } from '../../db/schema/index.ts';

type AuditRow = typeof adminAuditEvents.$inferSelect;

const toAuditEvent = (row: AuditRow): AuditEvent => ({
  id: row.id,
  entityType: row.entityType,
  entityId: row.entityId,
  action: row.action,
  changes: row.changes,
  actor: { id: row.actorId, email: row.actorEmail },
  createdAt: row.createdAt.toISOString(),
});

export const auditRepository = {
  /** One item's trail, newest first. */
  async forEntity(db: DbOrTx, entityType: AuditEntityType, entityId: string): Promise<AuditEvent[]> {
    const rows = await db
      .select()
      .from(adminAuditEvents)
      .where(and(eq(adminAuditEvents.entityType, entityType), eq(adminAuditEvents.entityId, entityId)))
      .orderBy(desc(adminAuditEvents.createdAt));
    return rows.map(toAuditEvent);
  },
};

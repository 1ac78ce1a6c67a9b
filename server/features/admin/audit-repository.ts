import { and, eq } from 'drizzle-orm';
import type { AuditEntityType, AuditEvent } from '../../../contracts/admin.ts';
import type { AdminPage, AdminPageQuery } from '../../../contracts/admin-pages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adminAuditEvents } from '../../db/schema/index.ts';
import { afterCursor, countUpTo, cursorTime, newestFirst, readPage, type PageKey } from './pages.ts';

const KEY: PageKey = { createdAt: adminAuditEvents.createdAt, id: adminAuditEvents.id, idIsUuid: true };

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
  /** One item's trail, newest first, a page at a time. */
  async forEntity(db: DbOrTx, entityType: AuditEntityType, entityId: string, { cursor, limit }: AdminPageQuery): Promise<AdminPage<AuditEvent>> {
    const entity = and(eq(adminAuditEvents.entityType, entityType), eq(adminAuditEvents.entityId, entityId));
    return readPage(
      {
        rows: db
          .select({ row: adminAuditEvents, cursorAt: cursorTime(adminAuditEvents.createdAt) })
          .from(adminAuditEvents)
          .where(and(entity, afterCursor(KEY, cursor)))
          .orderBy(...newestFirst(KEY))
          .limit(limit + 1),
        total: countUpTo(db, adminAuditEvents, entity),
      },
      limit,
      (r) => r.row.id,
      (r) => toAuditEvent(r.row),
    );
  },
};

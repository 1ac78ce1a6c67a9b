import { and, eq } from 'drizzle-orm';
import type { AdminMessage } from '../../../contracts/admin.ts';
import type { AdminPage, AdminPageQuery } from '../../../contracts/admin-pages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { afterCursor, cursorTime, keptCount, newestFirst, readPage, type PageKey } from './pages.ts';

const KEY: PageKey = { createdAt: contactMessages.createdAt, id: contactMessages.id, idIsUuid: true };

type MessageRow = typeof contactMessages.$inferSelect;
export type MessageStatus = MessageRow['status'];

export const toAdminMessage = (row: MessageRow): AdminMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  category: row.category,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  userId: row.userId,
  metadata: row.metadata ?? null,
});

export const adminMessageRepository = {
  /** One page, newest first; the index (status, created_at, id) serves each filter, list_counts its exact count. */
  async page(db: DbOrTx, status: MessageStatus | undefined, { cursor, limit }: AdminPageQuery): Promise<AdminPage<AdminMessage>> {
    const filter = status ? eq(contactMessages.status, status) : undefined;
    return readPage(
      {
        rows: db
          .select({ row: contactMessages, cursorAt: cursorTime(contactMessages.createdAt) })
          .from(contactMessages)
          .where(and(filter, afterCursor(KEY, cursor)))
          .orderBy(...newestFirst(KEY))
          .limit(limit + 1),
        total: keptCount(db, contactMessages, status),
      },
      limit,
      (r) => r.row.id,
      (r) => toAdminMessage(r.row),
    );
  },

  /** Locked for the update's transaction, so the audit's "before" is the value actually replaced. */
  async lock(db: DbOrTx, id: string): Promise<MessageRow | null> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    return row ?? null;
  },

  async setStatus(db: DbOrTx, id: string, status: MessageStatus): Promise<MessageRow> {
    const [row] = await db.update(contactMessages).set({ status, updatedAt: new Date() }).where(eq(contactMessages.id, id)).returning();
    if (!row) throw new Error('message update returned nothing');
    return row;
  },
};

import { desc, eq } from 'drizzle-orm';
import type { AdminMessage } from '../../../contracts/admin.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

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
  list(db: DbOrTx, status: MessageStatus | undefined) {
    return db
      .select()
      .from(contactMessages)
      .where(status ? eq(contactMessages.status, status) : undefined)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
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

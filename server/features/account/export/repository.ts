import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { dataExports, users } from '../../../db/schema/index.ts';
import { isUuid } from '../../plans/repository.ts';
import { PARENT_LIST_LIMIT } from '../../../db/list-limits.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

export const dataExportRepository = {
  /** Holds the parent's row until the transaction ends, so two requests never both start an export. */
  async lockParent(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return rows.length > 0;
  },

  async findPending(db: DbOrTx, userId: string, now: Date): Promise<DataExportRow | null> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending'), sql`${dataExports.expiresAt} > ${now}`))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row ?? null;
  },

  async insert(db: DbOrTx, values: { userId: string; createdAt: Date; expiresAt: Date }): Promise<DataExportRow> {
    const [row] = await db.insert(dataExports).values(values).returning();
    if (!row) throw new Error('data export insert returned nothing');
    return row;
  },

  async listOwned(db: DbOrTx, userId: string): Promise<DataExportRow[]> {
    return db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(PARENT_LIST_LIMIT);
  },

  /** Authorisation is part of the query: another parent's export id finds nothing. */
  async findOwned(db: DbOrTx, id: string, userId: string): Promise<DataExportRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
    return row ?? null;
  },

  /** For the job, which acts on an export it was given by id. */
  async findById(db: DbOrTx, id: string): Promise<DataExportRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    return row ?? null;
  },

  /** Only a pending export becomes ready; false when it was deleted (or finished) meanwhile. */
  async markReady(db: DbOrTx, id: string, values: { storageKey: string; byteSize: number; readyAt: Date }): Promise<boolean> {
    const rows = await db
      .update(dataExports)
      .set({ status: 'ready', ...values })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    return rows.length === 1;
  },

  async markFailed(db: DbOrTx, id: string, error: string): Promise<void> {
    await db
      .update(dataExports)
      .set({ status: 'failed', error })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
  },

  /** Exports whose job never finished (lost with a crashed worker): they must not block a new one. */
  async failStalePending(db: DbOrTx, createdBefore: Date): Promise<number> {
    const rows = await db
      .update(dataExports)
      .set({ status: 'failed', error: 'The export did not finish in time' })
      .where(and(eq(dataExports.status, 'pending'), lt(dataExports.createdAt, createdBefore)))
      .returning({ id: dataExports.id });
    return rows.length;
  },

  async listExpired(db: DbOrTx, now: Date, limit = 500): Promise<DataExportRow[]> {
    return db.select().from(dataExports).where(lt(dataExports.expiresAt, now)).orderBy(dataExports.expiresAt).limit(limit);
  },

  async deleteMany(db: DbOrTx, ids: string[]): Promise<void> {
    if (ids.length > 0) await db.delete(dataExports).where(inArray(dataExports.id, ids));
  },
};

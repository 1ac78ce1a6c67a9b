import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, storageJournal } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export const fileRepository = {
  /**
   * The row, and its keys' notes gone from the storage journal with it (in the caller's
   * transaction, if any): the notes the hourly orphan sweep checks are then only of bytes whose
   * row never committed (ADR 032).
   */
  async insert(db: DbOrTx, values: NewFile): Promise<FileRow> {
    const [row] = await db.insert(files).values(values).returning();
    if (!row) throw new Error('file insert returned nothing');
    const keys = [row.storageKey, row.thumbKey, row.originalKey].filter((key): key is string => key !== null);
    await db.delete(storageJournal).where(inArray(storageJournal.storageKey, keys));
    return row;
  },
  /** Authorisation is part of the query: another owner's id finds nothing. */
  async findOwned(db: DbOrTx, id: string, ownerId: string): Promise<FileRow | null> {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerId, ownerId)));
    return row ?? null;
  },
  async deleteMany(db: DbOrTx, ids: string[]): Promise<void> {
    if (ids.length > 0) await db.delete(files).where(inArray(files.id, ids));
  },
  async claim(db: DbOrTx, id: string, ownerId: string): Promise<void> {
    await db
      .update(files)
      .set({ ownerId })
      .where(and(eq(files.id, id), isNull(files.ownerId)));
  },
};

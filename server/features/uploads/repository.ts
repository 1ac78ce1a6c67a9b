import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploadTickets } from '../../db/schema/index.ts';
import { isUuid } from '../plans/repository.ts';

export type UploadTicketRow = typeof uploadTickets.$inferSelect;
export type NewUploadTicket = typeof uploadTickets.$inferInsert;

export const uploadTicketRepository = {
  async insert(db: DbOrTx, values: NewUploadTicket): Promise<UploadTicketRow> {
    const [row] = await db.insert(uploadTickets).values(values).returning();
    if (!row) throw new Error('upload ticket insert returned nothing');
    return row;
  },

  /** Authorisation is part of the query: another parent's ticket finds nothing. */
  async findOwned(db: DbOrTx, id: string, userId: string): Promise<UploadTicketRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(uploadTickets)
      .where(and(eq(uploadTickets.id, id), eq(uploadTickets.userId, userId)));
    return row ?? null;
  },

  /**
   * Spends the ticket on the first PUT. Conditional, so of two racing PUTs exactly one wins;
   * false means it was already used or has expired meanwhile.
   */
  async markUploaded(db: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(uploadTickets)
      .set({ uploadedAt: now })
      .where(and(eq(uploadTickets.id, id), isNull(uploadTickets.uploadedAt), gt(uploadTickets.expiresAt, now)))
      .returning({ id: uploadTickets.id });
    return rows.length === 1;
  },

  /** Gives the ticket back when writing the bytes failed, so the parent can simply try again. */
  async unmarkUploaded(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(uploadTickets)
      .set({ uploadedAt: null })
      .where(and(eq(uploadTickets.id, id), isNull(uploadTickets.consumedAt)));
  },

  /** Records the artwork (and the whole photo it was cut from) once; false when another request already did (its files win). */
  async markConsumed(db: DbOrTx, id: string, artwork: { fileId: string; wholePhotoFileId: string | null }, now: Date): Promise<boolean> {
    const rows = await db
      .update(uploadTickets)
      .set({ consumedAt: now, ...artwork, uploadedAt: sql`coalesce(${uploadTickets.uploadedAt}, ${now})` })
      .where(and(eq(uploadTickets.id, id), isNull(uploadTickets.consumedAt)))
      .returning({ id: uploadTickets.id });
    return rows.length === 1;
  },

  /** Tickets past their URL's expiry before `before`: their raw uploads can go, and the tickets with them. */
  async listExpiredBefore(db: DbOrTx, before: Date, limit = 500): Promise<UploadTicketRow[]> {
    return db.select().from(uploadTickets).where(lt(uploadTickets.expiresAt, before)).orderBy(uploadTickets.expiresAt).limit(limit);
  },

  async deleteMany(db: DbOrTx, ids: string[]): Promise<void> {
    if (ids.length > 0) await db.delete(uploadTickets).where(inArray(uploadTickets.id, ids));
  },
};

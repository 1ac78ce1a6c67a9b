import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reportShareOpenings, reportShares } from '../../db/schema/index.ts';
import { PARENT_LIST_LIMIT } from '../../db/list-limits.ts';

export type ReportShareRow = typeof reportShares.$inferSelect;
export type ReportShareOpeningRow = typeof reportShareOpenings.$inferSelect;

export const shareRepository = {
  async insert(db: DbOrTx, values: typeof reportShares.$inferInsert): Promise<ReportShareRow> {
    const [row] = await db.insert(reportShares).values(values).returning();
    if (!row) throw new Error('report share insert returned no row');
    return row;
  },

  /** Newest first: the link the parent just made leads the list. */
  async listOfPlan(db: DbOrTx, planId: string): Promise<ReportShareRow[]> {
    return db.select().from(reportShares).where(eq(reportShares.planId, planId)).orderBy(desc(reportShares.createdAt)).limit(PARENT_LIST_LIMIT);
  },

  async openingsOf(db: DbOrTx, shareIds: string[]): Promise<ReportShareOpeningRow[]> {
    if (shareIds.length === 0) return [];
    return db.select().from(reportShareOpenings).where(inArray(reportShareOpenings.shareId, shareIds)).orderBy(asc(reportShareOpenings.openedAt));
  },

  async findByHash(db: DbOrTx, tokenHash: string): Promise<ReportShareRow | null> {
    const [row] = await db.select().from(reportShares).where(eq(reportShares.tokenHash, tokenHash));
    return row ?? null;
  },

  async find(db: DbOrTx, planId: string, shareId: string): Promise<ReportShareRow | null> {
    const [row] = await db
      .select()
      .from(reportShares)
      .where(and(eq(reportShares.planId, planId), eq(reportShares.id, shareId)));
    return row ?? null;
  },

  /** Turning a link off twice keeps the first time. */
  async revoke(db: DbOrTx, planId: string, shareId: string): Promise<void> {
    await db
      .update(reportShares)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(reportShares.planId, planId), eq(reportShares.id, shareId), isNull(reportShares.revokedAt)));
  },

  async recordOpening(db: DbOrTx, shareId: string, browser: string): Promise<void> {
    await db.insert(reportShareOpenings).values({ shareId, browser });
  },
};

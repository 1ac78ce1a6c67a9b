import { and, desc, eq } from 'drizzle-orm';
import { PRIVACY_POLICY_VERSION } from '../../../contracts/account.ts';
import type { DbOrTx } from '../../db/client.ts';
import { consents } from '../../db/schema/index.ts';

export type ConsentKind = (typeof consents.$inferInsert)['kind'];
export type ConsentRow = typeof consents.$inferSelect;

/** Consents are appended, never edited: the history shows what was agreed when. */
export const consentRepository = {
  async record(db: DbOrTx, values: { userId: string; kind: ConsentKind; granted: boolean }): Promise<ConsentRow> {
    const [row] = await db
      .insert(consents)
      .values({ ...values, policyVersion: PRIVACY_POLICY_VERSION })
      .returning();
    if (!row) throw new Error('consent insert returned nothing');
    return row;
  },
  async latest(db: DbOrTx, userId: string, kind: ConsentKind): Promise<ConsentRow | null> {
    const [row] = await db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
      .orderBy(desc(consents.createdAt), desc(consents.id))
      .limit(1);
    return row ?? null;
  },
  history: (db: DbOrTx, userId: string) => db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.createdAt),
};

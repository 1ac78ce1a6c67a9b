import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, plans } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const contactRepository = {
  async insert(db: DbOrTx, values: NewContactMessage): Promise<ContactMessageRow> {
    const [row] = await db.insert(contactMessages).values(values).returning();
    if (!row) throw new Error('contact message insert returned nothing');
    return row;
  },

  /** Whether the plan is this parent's own (archived plans included: a parent may ask about one). */
  async ownsPlan(db: DbOrTx, { planId, userId }: { planId: string; userId: string }): Promise<boolean> {
    if (!UUID.test(planId)) return false;
    const [row] = await db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.userId, userId)));
    return row !== undefined;
  },
};

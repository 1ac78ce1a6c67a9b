import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { plans, voucherRedemptions, vouchers } from '../../db/schema/index.ts';

export type VoucherRow = typeof vouchers.$inferSelect;

export const voucherRepository = {
  /** The parent's plan as it stands (another parent's: null). */
  async findOwnedPlan(db: DbOrTx, planId: string, userId: string) {
    const [row] = await db
      .select({ id: plans.id, isPaid: plans.isPaid })
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.userId, userId)));
    return row ?? null;
  },

  /** The parent's plan, locked for the redemption's transaction (another parent's: null). */
  async lockOwnedPlan(db: DbOrTx, planId: string, userId: string) {
    const [row] = await db
      .select({ id: plans.id, isPaid: plans.isPaid })
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.userId, userId)))
      .for('update');
    return row ?? null;
  },

  /**
   * Takes one use of a valid code in a single statement. Concurrent redemptions queue on the
   * voucher row and each re-checks `current_uses < max_uses` after the one before commits,
   * so a code with N uses is redeemed exactly N times. Null: invalid, inactive, expired or used up.
   */
  async consumeUse(db: DbOrTx, code: string): Promise<string | null> {
    const [row] = await db
      .update(vouchers)
      .set({ currentUses: sql`${vouchers.currentUses} + 1` })
      .where(
        and(
          eq(vouchers.code, code),
          eq(vouchers.isActive, true),
          or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, sql`now()`)),
          lt(vouchers.currentUses, vouchers.maxUses),
        ),
      )
      .returning({ id: vouchers.id });
    return row?.id ?? null;
  },

  async insertRedemption(db: DbOrTx, values: { voucherId: string; planId: string; userId: string }): Promise<void> {
    await db.insert(voucherRedemptions).values(values);
  },

  /** Null when the code exists already (the unique index decides, so two creators cannot both win). */
  async insert(db: DbOrTx, values: typeof vouchers.$inferInsert): Promise<VoucherRow | null> {
    const [row] = await db.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code }).returning();
    return row ?? null;
  },
};

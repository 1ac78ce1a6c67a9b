import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AdminUserDetail } from '../../../contracts/admin.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

/** The parent's refunded payments, newest first: charges given back because a plan was paid already. */
export async function listRefundedPayments(db: DbOrTx, userId: string): Promise<NonNullable<AdminUserDetail['refundedPayments']>> {
  const rows = await db
    .select({ planId: payments.planId, amount: payments.amount, currency: payments.currency, refundedAt: payments.refundedAt, reason: payments.refundReason })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'refunded'), isNotNull(payments.refundedAt)))
    .orderBy(desc(payments.refundedAt));
  return rows.map((row) => ({ ...row, refundedAt: (row.refundedAt ?? new Date(0)).toISOString() }));
}

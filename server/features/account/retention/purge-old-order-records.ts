import { and, isNull, lt } from 'drizzle-orm';
import { RETENTION } from '../../../../contracts/account.ts';
import type { Db } from '../../../db/client.ts';
import { orders, payments } from '../../../db/schema/index.ts';

/**
 * The order and payment records a deleted parent left behind are kept only as long as tax law
 * requires: until the end of the 8th calendar year after the one they were made in (§147 AO).
 * A parent who still has an account keeps seeing their own orders.
 */
export async function purgeOldOrderRecords({ db, now = new Date() }: { db: Db; now?: Date }): Promise<number> {
  const keptFrom = new Date(Date.UTC(now.getUTCFullYear() - RETENTION.orderRecordYears, 0, 1));
  const removedOrders = await db
    .delete(orders)
    .where(and(isNull(orders.userId), lt(orders.createdAt, keptFrom)))
    .returning({ id: orders.id });
  const removedPayments = await db
    .delete(payments)
    .where(and(isNull(payments.userId), lt(payments.createdAt, keptFrom)))
    .returning({ id: payments.id });
  return removedOrders.length + removedPayments.length;
}

import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { files, orders } from '../../../db/schema/index.ts';
import { isUnshipped } from '../../../../contracts/shop.ts';
import { reduceToAccountingRecord } from '../../orders/fulfilment-data.ts';

/**
 * A deleted parent's orders, in the deletion's transaction. Orders are accounting records German
 * tax law makes us keep, so each stays, no longer linked to the account:
 * - paid and not shipped yet: kept whole until it ships (artwork, name on it, full address,
 *   notes), linked to the order only; the artwork's file row loses its owner. Shipping it
 *   releases them (orders/fulfilment-data.ts). `keptFileIds` must survive the deletion.
 * - every other order: reduced now to its accounting record; `artworkFileIds` are deleted.
 */
export async function reduceOrderRecords(tx: DbOrTx, userId: string): Promise<{ orderIds: string[]; artworkFileIds: string[]; keptFileIds: string[] }> {
  const rows = await tx
    .select({ id: orders.id, status: orders.status, fileId: orders.fileId, shippingAddress: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, userId));
  const artworkFileIds: string[] = [];
  const keptFileIds: string[] = [];
  for (const row of rows) {
    if (isUnshipped(row.status)) {
      await tx.update(orders).set({ userId: null }).where(eq(orders.id, row.id));
      if (row.fileId) keptFileIds.push(row.fileId);
      continue;
    }
    const fileId = await reduceToAccountingRecord(tx, row);
    if (fileId) artworkFileIds.push(fileId);
  }
  if (keptFileIds.length > 0) await tx.update(files).set({ ownerId: null }).where(inArray(files.id, keptFileIds));
  return { orderIds: rows.map((r) => r.id), artworkFileIds, keptFileIds };
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ShippingAddress } from '../../../contracts/shop.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adminAuditEvents, files, orders } from '../../db/schema/index.ts';

/**
 * What stays of an address on a kept order record (docs/decisions/015-data-rights.md): the name,
 * the postal code and the country. Street and city go. The other fields stay present but empty
 * so the record still reads as an address.
 */
export function reducedAddress(address: ShippingAddress | null): ShippingAddress | null {
  if (!address) return null;
  return { name: address.name, line1: '', line2: null, city: '', state: null, postal_code: address.postal_code, country: address.country };
}

type OrderFields = { id: string; fileId: string | null; shippingAddress: ShippingAddress | null };

/**
 * An order of a deleted account reduced to its accounting record: a reduced address, no artwork,
 * no name printed on it, no fulfilment notes (also not in the admin audit trail). Answers the
 * artwork's file id, whose row the caller deletes.
 */
export async function reduceToAccountingRecord(tx: DbOrTx, order: OrderFields): Promise<string | null> {
  await tx
    .update(orders)
    .set({
      userId: null,
      fileId: null,
      shippingAddress: reducedAddress(order.shippingAddress),
      configuration: sql`${orders.configuration} - 'displayName'`,
      fulfillmentNotes: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  await tx
    .update(adminAuditEvents)
    .set({ changes: sql`${adminAuditEvents.changes} - 'fulfillmentNotes'` })
    .where(and(eq(adminAuditEvents.entityType, 'order'), inArray(adminAuditEvents.entityId, [order.id])));
  return order.fileId;
}

/**
 * Once an order of a deleted account has shipped, what fulfilment kept is no longer needed: the
 * order becomes an accounting record like the account's other orders, and its artwork row goes
 * (its stored bytes, named by no row any more, are removed by the orphan sweep within a day).
 * Does nothing for an order that still has its account or has not shipped.
 */
export async function releaseFulfilmentData(tx: DbOrTx, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id, fileId: orders.fileId, shippingAddress: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.userId), eq(orders.status, 'shipped')));
  if (!order) return;
  const fileId = await reduceToAccountingRecord(tx, order);
  if (fileId) await tx.delete(files).where(and(eq(files.id, fileId), isNull(files.ownerId)));
}

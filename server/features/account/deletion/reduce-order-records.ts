import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ShippingAddress } from '../../../../contracts/shop.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { adminAuditEvents, orders } from '../../../db/schema/index.ts';

/**
 * What stays of an address on a kept order record (docs/decisions/015-data-rights.md): the name,
 * the postal code and the country. Street and city go. The other fields stay present but empty
 * so the record still reads as an address.
 */
export function reducedAddress(address: ShippingAddress | null): ShippingAddress | null {
  if (!address) return null;
  return { name: address.name, line1: '', line2: null, city: '', state: null, postal_code: address.postal_code, country: address.country };
}

/**
 * Orders are accounting records German tax law makes us keep, so a deleted parent's orders stay
 * with the personal fields reduced: no account, a reduced address, no artwork, no name printed on
 * a frame, no fulfilment notes (also not in the admin audit trail).
 */
export async function reduceOrderRecords(tx: DbOrTx, userId: string): Promise<{ orderIds: string[]; artworkFileIds: string[] }> {
  const rows = await tx.select({ id: orders.id, fileId: orders.fileId, shippingAddress: orders.shippingAddress }).from(orders).where(eq(orders.userId, userId));
  for (const row of rows) {
    await tx
      .update(orders)
      .set({
        userId: null,
        fileId: null,
        shippingAddress: reducedAddress(row.shippingAddress),
        configuration: sql`${orders.configuration} - 'displayName'`,
        fulfillmentNotes: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, row.id));
  }
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) {
    await tx
      .update(adminAuditEvents)
      .set({ changes: sql`${adminAuditEvents.changes} - 'fulfillmentNotes'` })
      .where(and(eq(adminAuditEvents.entityType, 'order'), inArray(adminAuditEvents.entityId, ids)));
  }
  return { orderIds: ids, artworkFileIds: rows.flatMap((r) => (r.fileId ? [r.fileId] : [])) };
}

import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ProductType, ShippingAddress } from '../../../contracts/shop.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files, orders } from '../../db/schema/index.ts';
import { PARENT_LIST_LIMIT } from '../../db/list-limits.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive in URLs; a malformed one must read as "not found", not as a SQL error. */
export const isUuid = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

export const orderRepository = {
  /** Authorisation is part of the query: another parent's order is not found. */
  async findOwned(db: DbOrTx, orderId: string, userId: string): Promise<OrderRow | null> {
    if (!isUuid(orderId)) return null;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    return row ?? null;
  },

  async findById(db: DbOrTx, orderId: string | undefined): Promise<OrderRow | null> {
    if (!isUuid(orderId)) return null;
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    return row ?? null;
  },

  /** The parent's order, locked for a payment's transaction: two payments of it queue. */
  async lockOwned(db: DbOrTx, orderId: string, userId: string): Promise<OrderRow | null> {
    if (!isUuid(orderId)) return null;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    return row ?? null;
  },

  async listOwned(db: DbOrTx, userId: string): Promise<OrderRow[]> {
    return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(PARENT_LIST_LIMIT);
  },

  /**
   * Locks the parent's artwork row for the length of a checkout, so two identical checkout
   * requests at once are handled one after the other (the second reuses the first's order).
   */
  async lockOwnedArtwork(db: DbOrTx, fileId: string, userId: string): Promise<{ id: string } | null> {
    if (!isUuid(fileId)) return null;
    const [row] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, userId), eq(files.kind, 'artwork')))
      .for('update');
    return row ?? null;
  },

  /** The parent's pending orders for this artwork and product, newest first, newer than `since` if given. */
  async recentPending(db: DbOrTx, query: { userId: string; fileId: string; productType: ProductType; since?: Date; limit?: number }): Promise<OrderRow[]> {
    const rows = db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, query.userId),
          eq(orders.fileId, query.fileId),
          eq(orders.productType, query.productType),
          eq(orders.status, 'pending'),
          query.since ? gt(orders.createdAt, query.since) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt));
    return query.limit ? rows.limit(query.limit) : rows;
  },

  async insert(db: DbOrTx, values: NewOrder): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(values).returning();
    if (!row) throw new Error('order insert returned nothing');
    return row;
  },

  async setProviderSession(db: DbOrTx, orderId: string, providerSessionId: string): Promise<void> {
    await db
      .update(orders)
      .set({ providerSessionId, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  },

  /**
   * A pending order starts (or restarts) waiting for the bank's confirmation: the address is kept
   * for when the parent approves, and updatedAt, the wait's mark, moves on so that no earlier
   * confirmation page matches it any more. Answers the new mark, or null when no longer pending.
   */
  async holdForAuthentication(db: DbOrTx, orderId: string, shippingAddress: ShippingAddress | null): Promise<Date | null> {
    const [row] = await db
      .update(orders)
      .set({ shippingAddress, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ updatedAt: orders.updatedAt });
    return row?.updatedAt ?? null;
  },

  /** The one-way switch from pending to paid; false when it was paid (or moved on) already. */
  async markPaid(db: DbOrTx, orderId: string, shippingAddress: ShippingAddress | null): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ status: 'paid', shippingAddress, paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    return rows.length > 0;
  },
};

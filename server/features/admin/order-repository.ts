import { desc, eq } from 'drizzle-orm';
import type { AdminOrder } from '../../../contracts/admin.ts';
import { ADMIN_API } from '../../../contracts/admin.ts';
import { orderProductTitle } from '../../../contracts/shop.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files, orders, users } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type FulfillmentFields = Partial<Pick<OrderRow, 'trackingNumber' | 'fulfillmentNotes'>>;

/** The admin's view of an order: the parent's e-mail, and artwork through the admin-only route. */
export const toAdminOrder = (row: OrderRow, email: string | null): AdminOrder => ({
  id: row.id,
  productType: row.productType,
  productTitle: orderProductTitle(row),
  configuration: row.configuration,
  imageUrl: row.fileId ? ADMIN_API.orderArtwork(row.id) : null,
  price: row.priceCents,
  status: row.status,
  trackingNumber: row.trackingNumber,
  fulfillmentNotes: row.fulfillmentNotes,
  createdAt: row.createdAt.toISOString(),
  user: { id: row.userId, email },
  shippingAddress: row.shippingAddress ?? null,
});

export const adminOrderRepository = {
  async list(db: DbOrTx, status: OrderStatus | undefined): Promise<AdminOrder[]> {
    const rows = await db
      .select({ order: orders, email: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(status ? eq(orders.status, status) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map((row) => toAdminOrder(row.order, row.email));
  },

  /** Locked for the update's transaction, so the audit's "before" is the value actually replaced. */
  async lock(db: DbOrTx, id: string): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row ?? null;
  },

  async update(db: DbOrTx, id: string, values: FulfillmentFields & { status?: OrderStatus }): Promise<AdminOrder> {
    await db
      .update(orders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orders.id, id));
    const [row] = await db.select({ order: orders, email: users.email }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id));
    if (!row) throw new Error('order update found no row');
    return toAdminOrder(row.order, row.email);
  },

  async withEmail(db: DbOrTx, id: string): Promise<AdminOrder | null> {
    const [row] = await db.select({ order: orders, email: users.email }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id));
    return row ? toAdminOrder(row.order, row.email) : null;
  },

  /** The order's artwork file, whoever owns it: the admin fulfils every parent's order. */
  async artwork(db: DbOrTx, orderId: string) {
    const [row] = await db.select({ file: files }).from(orders).innerJoin(files, eq(files.id, orders.fileId)).where(eq(orders.id, orderId));
    return row?.file ?? null;
  },
};

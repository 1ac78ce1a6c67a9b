import { and, eq } from 'drizzle-orm';
import type { AdminOrder } from '../../../contracts/admin.ts';
import { ADMIN_API } from '../../../contracts/admin.ts';
import type { AdminPage, AdminPageQuery } from '../../../contracts/admin-pages.ts';
import { orderProductTitle } from '../../../contracts/shop.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files, orders, users } from '../../db/schema/index.ts';
import { artworkFile, type ArtworkFileRow } from './artwork-file.ts';
import { afterCursor, cursorTime, keptCount, newestFirst, readPage, type PageKey } from './pages.ts';

const KEY: PageKey = { createdAt: orders.createdAt, id: orders.id, idIsUuid: true };

type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type FulfillmentFields = Partial<Pick<OrderRow, 'trackingNumber' | 'fulfillmentNotes'>>;

/** The admin's view of an order: the parent's e-mail, and artwork through the admin-only routes. */
export const toAdminOrder = (row: OrderRow, email: string | null, file: ArtworkFileRow | null): AdminOrder => ({
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
  artworkFile: file ? artworkFile(row.id, file) : null,
});

/** An order with its parent's e-mail and its artwork file's sizes (either may be gone), and its page cursor's time. */
const withEmailAndFile = (db: DbOrTx) =>
  db
    .select({
      order: orders,
      cursorAt: cursorTime(orders.createdAt),
      email: users.email,
      file: {
        mimeType: files.mimeType,
        width: files.width,
        height: files.height,
        byteSize: files.byteSize,
        originalMimeType: files.originalMimeType,
        originalWidth: files.originalWidth,
        originalHeight: files.originalHeight,
        originalByteSize: files.originalByteSize,
      },
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(files, eq(files.id, orders.fileId));

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withEmailAndFile>['where']>>[number];
const fromJoined = (row: JoinedRow) => toAdminOrder(row.order, row.email, row.file);

export const adminOrderRepository = {
  /** One page, newest first; the index (status, created_at, id) serves each filter, list_counts its exact count. */
  async page(db: DbOrTx, status: OrderStatus | undefined, { cursor, limit }: AdminPageQuery): Promise<AdminPage<AdminOrder>> {
    const filter = status ? eq(orders.status, status) : undefined;
    return readPage(
      {
        rows: withEmailAndFile(db)
          .where(and(filter, afterCursor(KEY, cursor)))
          .orderBy(...newestFirst(KEY))
          .limit(limit + 1),
        total: keptCount(db, orders, status),
      },
      limit,
      (r) => r.order.id,
      fromJoined,
    );
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
    const [row] = await withEmailAndFile(db).where(eq(orders.id, id));
    if (!row) throw new Error('order update found no row');
    return fromJoined(row);
  },

  async withEmail(db: DbOrTx, id: string): Promise<AdminOrder | null> {
    const [row] = await withEmailAndFile(db).where(eq(orders.id, id));
    return row ? fromJoined(row) : null;
  },

  async exists(db: DbOrTx, id: string): Promise<boolean> {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    return row !== undefined;
  },

  /** The order's artwork file, whoever owns it: the admin fulfils every parent's order. */
  async artwork(db: DbOrTx, orderId: string) {
    const [row] = await db.select({ file: files }).from(orders).innerJoin(files, eq(files.id, orders.fileId)).where(eq(orders.id, orderId));
    return row?.file ?? null;
  },
};

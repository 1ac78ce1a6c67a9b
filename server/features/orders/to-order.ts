import { orderProductTitle, type Order } from '../../../contracts/shop.ts';
import type { OrderRow } from './repository.ts';

/** The parent's view of an order row (spec 001 §3 Order). */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.id.slice(0, 8),
    productType: row.productType,
    productTitle: orderProductTitle(row),
    configuration: row.configuration,
    // The artwork may have been deleted since; the order keeps its place in the list.
    imageUrl: row.fileId ? `/api/files/${row.fileId}` : '',
    price: row.priceCents,
    status: row.status,
    trackingNumber: row.trackingNumber,
    shippingAddress: row.shippingAddress ?? null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

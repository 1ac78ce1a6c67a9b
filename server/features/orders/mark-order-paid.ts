import type { ShippingAddress } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import { orderRepository } from './repository.ts';

/**
 * Marks an order paid with its shipping address, once. `update … where status = 'pending'`
 * lets exactly one of any number of concurrent sandbox payments, webhook deliveries or
 * success-page confirmations through (the row lock makes the others wait, then find it paid);
 * they return `paid: false` and change nothing.
 */
export async function markOrderPaid({
  db,
  orderId,
  shippingAddress,
}: {
  db: Db;
  orderId: string;
  shippingAddress: ShippingAddress | null;
}): Promise<{ paid: boolean }> {
  return db.transaction(async (tx) => ({ paid: await orderRepository.markPaid(tx, orderId, shippingAddress) }));
}

import type { AdminOrder } from '../../../contracts/admin.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { releaseFulfilmentData } from '../orders/fulfilment-data.ts';
import { changedFields, recordAdminChange, type AdminActor } from './audit.ts';
import { requireUuid } from './ids.ts';
import { adminOrderRepository, type FulfillmentFields, type OrderStatus } from './order-repository.ts';

export const ORDER_NOT_FOUND = 'Order not found';

type OrderChange = { db: Db; actor: AdminActor; orderId: string };

/**
 * Status, tracking number and notes are the admin's to change, in any order (spec 001 §4).
 * Each write and its audit event share one transaction; a write that changes nothing records nothing.
 */
async function changeOrder(
  { db, actor, orderId }: OrderChange,
  action: 'status' | 'fulfillment',
  values: FulfillmentFields & { status?: OrderStatus },
): Promise<AdminOrder> {
  requireUuid(orderId, ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const current = await adminOrderRepository.lock(tx, orderId);
    if (!current) throw notFound(ORDER_NOT_FOUND);
    const changes = changedFields(current, values);
    if (Object.keys(changes).length === 0) {
      const unchanged = await adminOrderRepository.withEmail(tx, orderId);
      if (!unchanged) throw notFound(ORDER_NOT_FOUND);
      return unchanged;
    }
    const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    const updated = await adminOrderRepository.update(tx, orderId, sent);
    await recordAdminChange(tx, { actor, entityType: 'order', entityId: orderId, action, changes });
    if (values.status !== 'shipped') return updated;
    // A deleted parent's order kept its artwork and address only until it ships.
    await releaseFulfilmentData(tx, orderId);
    return (await adminOrderRepository.withEmail(tx, orderId)) ?? updated;
  });
}

export function updateOrderStatus(options: OrderChange & { status: OrderStatus }): Promise<AdminOrder> {
  return changeOrder(options, 'status', { status: options.status });
}

/** Only the fields sent are changed (spec 001 §5 sends only non-empty ones); notes live in fulfillment_notes. */
export function updateOrderFulfillment(options: OrderChange & { trackingNumber?: string; notes?: string }): Promise<AdminOrder> {
  return changeOrder(options, 'fulfillment', { trackingNumber: options.trackingNumber, fulfillmentNotes: options.notes });
}

import { ORDER_MESSAGES, type Order, type SandboxOrderPayRequest } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { SandboxPaymentProvider } from '../../providers/payments/payment-provider.ts';
import { orderRepository } from './repository.ts';
import { toOrder } from './to-order.ts';

/**
 * The sandbox checkout page's "Pay": Stripe's test card rules decide (a decline is a 402 and
 * the order stays pending), then the order is marked paid with the address, once. The order row
 * is locked from the check to the charge, so two tabs paying at once are charged once: the
 * later one finds the order paid and answers it unchanged, without charging again.
 */
export async function paySandboxOrder({
  db,
  sandbox,
  userId,
  orderId,
  request,
}: {
  db: Db;
  sandbox: SandboxPaymentProvider;
  userId: string;
  orderId: string;
  request: SandboxOrderPayRequest;
}): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await orderRepository.lockOwned(tx, orderId, userId);
    if (!order || order.provider !== 'sandbox') throw notFound(ORDER_MESSAGES.orderNotFound);
    if (order.status !== 'pending') return;
    sandbox.chargeCheckoutCard(request.card);
    await orderRepository.markPaid(tx, order.id, request.shippingAddress);
  });
  const paid = await orderRepository.findOwned(db, orderId, userId);
  if (!paid) throw notFound(ORDER_MESSAGES.orderNotFound);
  return toOrder(paid);
}

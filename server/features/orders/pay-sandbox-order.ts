import { ORDER_MESSAGES, type Order, type SandboxOrderPayRequest } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { SandboxPaymentProvider } from '../../providers/payments/payment-provider.ts';
import { markOrderPaid } from './mark-order-paid.ts';
import { orderRepository } from './repository.ts';
import { toOrder } from './to-order.ts';

/**
 * The sandbox checkout page's "Pay": Stripe's test card rules decide (a decline is a 402 and
 * the order stays pending), then the order is marked paid with the address, once. Paying an
 * order that is already paid answers it unchanged, without charging again.
 */
export async function paySandboxOrder({ db, sandbox, userId, orderId, request }: {
  db: Db;
  sandbox: SandboxPaymentProvider;
  userId: string;
  orderId: string;
  request: SandboxOrderPayRequest;
}): Promise<Order> {
  const order = await orderRepository.findOwned(db, orderId, userId);
  if (!order || order.provider !== 'sandbox') throw notFound(ORDER_MESSAGES.orderNotFound);
  if (order.status !== 'pending') return toOrder(order);
  sandbox.chargeCheckoutCard(request.card);
  await markOrderPaid({ db, orderId: order.id, shippingAddress: request.shippingAddress });
  const paid = await orderRepository.findOwned(db, orderId, userId);
  if (!paid) throw notFound(ORDER_MESSAGES.orderNotFound);
  return toOrder(paid);
}

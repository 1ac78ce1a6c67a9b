import type { Order } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { completeOrderPayment } from './complete-order-payment.ts';
import { orderRepository } from './repository.ts';
import { toOrder } from './to-order.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * The success page's check after Stripe Checkout sends the parent back: the order's own
 * session is re-read from the provider, so the parent sees "paid" before the webhook lands.
 * A session id from the browser must be the order's own; the server never takes it on trust.
 */
export async function confirmOrder({
  db,
  payments,
  userId,
  orderId,
  sessionId,
}: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  orderId: string;
  sessionId?: string | undefined;
}): Promise<Order> {
  const order = await orderRepository.findOwned(db, orderId, userId);
  if (!order || (sessionId && sessionId !== order.providerSessionId)) throw notFound(messageKey('errors.order.notFound'));
  if (order.status !== 'pending' || !order.providerSessionId || order.provider !== payments.kind) return toOrder(order);
  const session = await payments.retrieveCheckoutSession(order.providerSessionId);
  if (!session) return toOrder(order);
  const result = await completeOrderPayment({ db, payments, session });
  return toOrder(result.outcome === 'not-ours' ? order : result.order);
}

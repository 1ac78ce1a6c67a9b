import { ORDER_MESSAGES } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { ProviderCheckoutSession } from '../../providers/payments/payment-provider.ts';
import { markOrderPaid } from './mark-order-paid.ts';
import { orderRepository, type OrderRow } from './repository.ts';

export type CompleteOrderResult = { outcome: 'not-ours' } | { outcome: 'unpaid'; order: OrderRow } | { outcome: 'paid'; order: OrderRow; newlyPaid: boolean };

/**
 * Records a checkout session's payment on its order. The session must be as just re-read from
 * the provider (never as a webhook body or a browser described it): for this order, paid, and
 * for exactly the order's price. Idempotent through markOrderPaid.
 */
export async function completeOrderPayment({
  db,
  provider,
  session,
}: {
  db: Db;
  provider: 'sandbox' | 'stripe';
  session: ProviderCheckoutSession;
}): Promise<CompleteOrderResult> {
  if (session.metadata.kind !== 'order') return { outcome: 'not-ours' };
  const order = await orderRepository.findById(db, session.metadata.orderId);
  if (!order || order.provider !== provider || order.providerSessionId !== session.id) return { outcome: 'not-ours' };
  if (order.status !== 'pending') return { outcome: 'paid', order, newlyPaid: false };
  if (session.paymentStatus !== 'paid') return { outcome: 'unpaid', order };
  if (session.amountTotal !== order.priceCents || session.currency?.toLowerCase() !== order.currency) {
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.paymentMismatch);
  }
  // Checkout collects a shipping address for every order; without one the order is still paid
  // (the money was taken) and support asks the parent for it.
  const { paid } = await markOrderPaid({ db, orderId: order.id, shippingAddress: session.shippingAddress });
  const fresh = (await orderRepository.findById(db, order.id)) ?? order;
  return { outcome: 'paid', order: fresh, newlyPaid: paid };
}

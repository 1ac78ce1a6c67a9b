import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { ProviderCheckoutSession } from '../../providers/payments/payment-provider.ts';
import { markOrderPaid } from './mark-order-paid.ts';
import { orderRepository, type OrderRow } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type CompleteOrderResult =
  | { outcome: 'not-ours' }
  | { outcome: 'unpaid'; order: OrderRow }
  | { outcome: 'paid'; order: OrderRow; newlyPaid: boolean }
  | { outcome: 'refunded'; order: OrderRow };

/**
 * Records a checkout session's payment on its order. The session must be as just re-read from
 * the provider (never as a webhook body or a browser described it): for this order, paid, and
 * for exactly the order's price. Idempotent through markOrderPaid.
 *
 * An order whose parent deleted the account before its payment arrived (a Stripe page left open)
 * can no longer be made: its artwork is gone. It stays unpaid and the money goes back, so no
 * administrator ever holds a paid order without its artwork.
 */
export async function completeOrderPayment({
  db,
  payments,
  session,
}: {
  db: Db;
  payments: Pick<PaymentProvider, 'kind' | 'refundIntent'>;
  session: ProviderCheckoutSession;
}): Promise<CompleteOrderResult> {
  const provider = payments.kind;
  if (session.metadata.kind !== 'order') return { outcome: 'not-ours' };
  const order = await orderRepository.findById(db, session.metadata.orderId);
  if (!order || order.provider !== provider || order.providerSessionId !== session.id) return { outcome: 'not-ours' };
  if (order.status !== 'pending') return { outcome: 'paid', order, newlyPaid: false };
  if (session.paymentStatus !== 'paid') return { outcome: 'unpaid', order };
  if (session.amountTotal !== order.priceCents || session.currency?.toLowerCase() !== order.currency) {
    throw new AppError('BAD_REQUEST', messageKey('errors.order.paymentMismatch'));
  }
  if (!order.userId) {
    if (session.paymentIntentId) await payments.refundIntent({ id: session.paymentIntentId, reason: 'requested_by_customer' });
    return { outcome: 'refunded', order };
  }
  // Checkout collects a shipping address for every order; without one the order is still paid
  // (the money was taken) and support asks the parent for it.
  const { paid } = await markOrderPaid({ db, orderId: order.id, shippingAddress: session.shippingAddress });
  const fresh = (await orderRepository.findById(db, order.id)) ?? order;
  return { outcome: 'paid', order: fresh, newlyPaid: paid };
}

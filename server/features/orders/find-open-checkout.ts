import { isDeepStrictEqual } from 'node:util';
import type { OrderConfiguration, ProductType } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { completeOrderPayment } from './complete-order-payment.ts';
import { orderRepository } from './repository.ts';

/** Enough for a parent's identical checkouts; each one is a read at the provider. */
const CHECKED_ORDERS = 3;

export type OpenCheckout = { orderId: string; checkoutUrl: string } | { orderId: string; paid: true };

/**
 * One open checkout per keepsake (same artwork, product, options and price): a parent who
 * comes back to it, in a second tab or hours later, is sent to the checkout still open, not to
 * a second one they could pay as well. A checkout paid at the provider whose confirmation has
 * not arrived yet is recorded now, so the parent is shown the paid order instead of paying again.
 * Read outside the checkout's transaction: the provider is asked over the network.
 */
export async function findOpenCheckout({
  db,
  payments,
  userId,
  fileId,
  productType,
  priceCents,
  configuration,
}: {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  fileId: string;
  productType: ProductType;
  priceCents: number;
  configuration: OrderConfiguration;
}): Promise<OpenCheckout | null> {
  const pending = await orderRepository.recentPending(db, { userId, fileId, productType, limit: CHECKED_ORDERS });
  const same = pending.filter(
    (o) => o.priceCents === priceCents && o.provider === payments.kind && o.providerSessionId && isDeepStrictEqual(o.configuration, configuration),
  );
  for (const order of same) {
    if (!order.providerSessionId) continue;
    const session = await payments.retrieveCheckoutSession(order.providerSessionId);
    if (session?.paymentStatus === 'paid') {
      const result = await completeOrderPayment({ db, payments, session });
      if (result.outcome === 'paid') return { orderId: order.id, paid: true };
    }
    if (session?.status === 'open' && session.url) return { orderId: order.id, checkoutUrl: session.url };
  }
  return null;
}

import { isDeepStrictEqual } from 'node:util';
import { orderPagePath, orderProductTitle, type OrderConfiguration, type ProductCheckoutRequest } from '../../../contracts/shop.ts';
import { CURRENCY, productPriceCents } from '../../../contracts/prices.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { CreateCheckoutSessionInput } from '../../providers/payments/payment-provider.ts';
import { findOpenCheckout } from './find-open-checkout.ts';
import { orderRepository, type OrderRow } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * No double checkout: the same request (same artwork, product and options) answers the pending
 * order it already created while that order's checkout is still open (see find-open-checkout.ts).
 * Within this window the order is reused without asking the provider, under the artwork's lock,
 * so identical requests arriving together share one order. Once its checkout has expired, a new
 * order is made (the old one simply stays pending, and can no longer be paid).
 */
export const CHECKOUT_REUSE_WINDOW_MS = 10 * 60 * 1000;

const CONFIGURATOR_PATHS = { 'animated-frame': '/configure/frame', 'custom-tshirt': '/configure/tshirt' } as const;

export type CreateProductCheckoutOptions = {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
  userId: string;
  request: ProductCheckoutRequest;
};

/**
 * POST /api/product-checkout: the server prices the product, refuses a client price that
 * disagrees, and opens a checkout for a pending order of the parent's own artwork.
 */
export async function createProductCheckout({
  db,
  payments,
  publicUrl,
  userId,
  request,
}: CreateProductCheckoutOptions): Promise<{ checkoutUrl: string; orderId: string }> {
  const fileId = artworkFileId(request.imageUrl, publicUrl);
  const priceCents = productPriceCents(request);
  if (request.price !== priceCents) throw new AppError('BAD_REQUEST', messageKey('errors.shop.priceMismatch'));
  const configuration = normalisedConfiguration(request);

  const open = await findOpenCheckout({ db, payments, userId, fileId, productType: request.productType, priceCents, configuration });
  // Paid already (its confirmation was late): the parent is shown that order, not charged again.
  if (open && 'paid' in open) return { checkoutUrl: `${publicUrl}${orderPagePath(open.orderId)}`, orderId: open.orderId };
  if (open) return open;

  // The artwork row stays locked until the order and its session exist, so identical requests
  // arriving together are served one after another and the later ones reuse the first order.
  // Nothing is written unless the provider opened a session.
  return db.transaction(async (tx) => {
    if (!(await orderRepository.lockOwnedArtwork(tx, fileId, userId))) throw notFound(messageKey('errors.order.artworkNotFound'));

    const since = new Date(Date.now() - CHECKOUT_REUSE_WINDOW_MS);
    const recent = await orderRepository.recentPending(tx, { userId, fileId, productType: request.productType, since });
    const same = recent.find(
      (o) => o.priceCents === priceCents && o.providerSessionId && o.provider === payments.kind && isDeepStrictEqual(o.configuration, configuration),
    );
    if (same) {
      // Both adapters answer a repeated session request for an order with the same session.
      const session = await payments.createCheckoutSession(sessionInput(same, publicUrl));
      return { checkoutUrl: session.url, orderId: same.id };
    }

    const order = await orderRepository.insert(tx, {
      userId,
      productType: request.productType,
      configuration,
      fileId,
      priceCents,
      currency: CURRENCY,
      provider: payments.kind,
    });
    const session = await payments.createCheckoutSession(sessionInput(order, publicUrl));
    await orderRepository.setProviderSession(tx, order.id, session.id);
    return { checkoutUrl: session.url, orderId: order.id };
  });
}

function sessionInput(order: OrderRow, publicUrl: string): CreateCheckoutSessionInput {
  if (!order.userId) throw new Error(`order ${order.id} has no parent`);
  return {
    orderId: order.id,
    userId: order.userId,
    amount: order.priceCents,
    currency: order.currency,
    productName: orderProductTitle(order),
    successUrl: `${publicUrl}${orderPagePath(order.id)}?session_id={CHECKOUT_SESSION_ID}`,
    // Back to the configurator, which keeps the upload (spec: a cancelled checkout keeps it).
    cancelUrl: `${publicUrl}${CONFIGURATOR_PATHS[order.productType]}?cancelled=1`,
  };
}

const FILE_PATH = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** imageUrl is the objectPath PUT /api/product-image answered: /api/files/<id> (or on our origin). */
function artworkFileId(imageUrl: string, publicUrl: string): string {
  const path = imageUrl.startsWith(`${publicUrl}/`) ? imageUrl.slice(publicUrl.length) : imageUrl;
  const match = FILE_PATH.exec(path);
  if (!match?.[1]) throw new AppError('BAD_REQUEST', messageKey('errors.shop.imageMissing'));
  return match[1].toLowerCase();
}

/** Only the options the product has; an empty display name is no display name. */
function normalisedConfiguration(request: ProductCheckoutRequest): OrderConfiguration {
  if (request.productType === 'custom-tshirt') return { size: request.configuration.size, color: request.configuration.color };
  const displayName = request.configuration.displayName?.trim();
  return displayName ? { size: request.configuration.size, displayName } : { size: request.configuration.size };
}

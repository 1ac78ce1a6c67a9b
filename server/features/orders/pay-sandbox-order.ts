import { type SandboxOrderPayRequest, type SandboxOrderPayResponse } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { SandboxPaymentProvider } from '../../providers/payments/payment-provider.ts';
import { orderRepository } from './repository.ts';
import { toOrder } from './to-order.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * The sandbox checkout page's "Pay": Stripe's test card rules decide (a decline is a 402 and
 * the order stays pending), then the order is marked paid with the address, once. A card whose
 * bank asks for a confirmation (3-D Secure) is not charged here: the order waits, pending, and
 * the answer names the confirmation page (authenticate-sandbox-order.ts charges on Approve).
 * The order row is locked from the check to the charge, so two tabs paying at once are charged
 * once: the later one finds the order paid and answers it unchanged, without charging again.
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
}): Promise<SandboxOrderPayResponse> {
  const nextActionUrl = await db.transaction(async (tx) => {
    const order = await orderRepository.lockOwned(tx, orderId, userId);
    if (!order || order.provider !== 'sandbox') throw notFound(messageKey('errors.order.notFound'));
    if (order.status !== 'pending') return null;
    if (sandbox.chargeCheckoutCard(request.card) === 'charged') {
      await orderRepository.markPaid(tx, order.id, request.shippingAddress);
      return null;
    }
    const heldAt = await orderRepository.holdForAuthentication(tx, order.id, request.shippingAddress);
    return heldAt ? sandbox.checkoutAuthentication({ orderId: order.id, userId, heldAt }).nextActionUrl : null;
  });
  const order = await orderRepository.findOwned(db, orderId, userId);
  if (!order) throw notFound(messageKey('errors.order.notFound'));
  return { ...toOrder(order), nextActionUrl };
}

import type { SandboxAuthenticateResponse } from '../../../contracts/payments.ts';
import { orderPagePath } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { SandboxPaymentProvider } from '../../providers/payments/payment-provider.ts';
import { orderRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * The test bank's answer for a keepsake checkout that waits on it (card 4000 0025 0000 3155).
 * Approve charges it: the order is paid with the address the checkout held. Fail charges
 * nothing: the order stays pending, its wait ends (that confirmation page can no longer pay
 * it), and the parent goes back to the checkout to try again. Like Stripe's redirect, the
 * answer names where the parent goes next, with `redirect_status`.
 */
export async function authenticateSandboxOrder({
  db,
  sandbox,
  userId,
  orderId,
  clientSecret,
  approve,
}: {
  db: Db;
  sandbox: SandboxPaymentProvider;
  userId: string;
  orderId: string;
  clientSecret: string;
  approve: boolean;
}): Promise<SandboxAuthenticateResponse> {
  return db.transaction(async (tx) => {
    const order = await orderRepository.lockOwned(tx, orderId, userId);
    if (!order || order.provider !== 'sandbox') throw notFound(messageKey('errors.order.notFound'));
    const paid: SandboxAuthenticateResponse = { status: 'succeeded', message: null, redirectUrl: `${orderPagePath(order.id)}?redirect_status=succeeded` };
    // Paid meanwhile (another tab, another card): nothing more to charge.
    if (order.status !== 'pending') return paid;
    const answer = sandbox.answerCheckoutAuthentication({ orderId: order.id, userId, heldAt: order.updatedAt, clientSecret, approve });
    if (answer.status === 'succeeded') {
      await orderRepository.markPaid(tx, order.id, order.shippingAddress);
      return paid;
    }
    await orderRepository.holdForAuthentication(tx, order.id, order.shippingAddress);
    return { status: 'failed', message: answer.message, redirectUrl: `/shop/checkout/${order.id}?redirect_status=failed` };
  });
}

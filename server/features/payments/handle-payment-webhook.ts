import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { InvalidWebhookSignatureError } from '../../providers/payments/payment-provider.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { completeOrderPayment } from '../orders/complete-order-payment.ts';
import { fulfilIntent } from './fulfil-intent.ts';
import { paymentRepository } from './repository.ts';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type HandlePaymentWebhookOptions = {
  db: Db;
  payments: PaymentProvider;
  rawBody: unknown;
  signature: string | undefined;
  log: Log;
};

/**
 * A provider's webhook: verified on the raw body, recorded by event id (a replay or a
 * concurrent duplicate is acknowledged and ignored), and fulfilled from the intent (a plan)
 * or the checkout session (a shop order) as re-read from the provider, so it is paid even if
 * the parent's browser never returns.
 */
export async function handlePaymentWebhook({
  db,
  payments,
  rawBody,
  signature,
  log,
}: HandlePaymentWebhookOptions): Promise<{ received: true; duplicate: boolean }> {
  let event;
  try {
    if (!Buffer.isBuffer(rawBody)) throw new InvalidWebhookSignatureError('Webhook body missing');
    event = payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    // eslint-disable-next-line kritzel/hard-coded-error -- read by the payment provider, not a parent
    if (error instanceof InvalidWebhookSignatureError) throw new AppError('BAD_REQUEST', 'Invalid webhook signature', { cause: error });
    throw error;
  }

  const fresh = await paymentRepository.recordWebhookEvent(db, { id: event.id, provider: payments.kind, type: event.type });
  if (!fresh) return { received: true, duplicate: true };
  try {
    if (event.type === 'payment_intent.succeeded' && event.paymentIntentId) {
      await fulfilFromProvider({ db, payments, paymentIntentId: event.paymentIntentId, log });
    }
    if (CHECKOUT_PAID_EVENTS.has(event.type) && event.checkoutSessionId) {
      await completeOrderFromProvider({ db, payments, checkoutSessionId: event.checkoutSessionId, log });
    }
  } catch (error) {
    // Let the provider's retry be processed rather than be mistaken for a replay.
    await paymentRepository.forgetWebhookEvent(db, event.id);
    throw error;
  }
  return { received: true, duplicate: false };
}

/** A Checkout Session paid by card completes at once; a delayed method (e.g. a debit) later. */
const CHECKOUT_PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** A shop order's payment, from the session as re-read from the provider. */
async function completeOrderFromProvider({ db, payments, checkoutSessionId, log }: { db: Db; payments: PaymentProvider; checkoutSessionId: string; log: Log }) {
  const session = await payments.retrieveCheckoutSession(checkoutSessionId);
  if (!session) {
    log.warn({ checkoutSessionId }, 'checkout webhook for a session the provider does not know; ignored');
    return;
  }
  try {
    const result = await completeOrderPayment({ db, payments, session });
    if (result.outcome === 'not-ours') log.warn({ checkoutSessionId }, 'checkout webhook for a session without an order of ours; ignored');
    else if (result.outcome === 'unpaid') log.info({ checkoutSessionId, orderId: result.order.id }, 'checkout completed, payment still pending');
    else if (result.outcome === 'refunded') log.warn({ checkoutSessionId, orderId: result.order.id }, 'order paid after its account was deleted; refunded');
    else log.info({ checkoutSessionId, orderId: result.order.id, newlyPaid: result.newlyPaid }, 'order paid from webhook');
  } catch (error) {
    // A price mismatch will not change on a retry: acknowledge it, loudly.
    if (error instanceof AppError && error.status < 500) {
      log.warn({ checkoutSessionId, reason: error.message }, 'checkout webhook not fulfilled');
      return;
    }
    throw error;
  }
}

async function fulfilFromProvider({ db, payments, paymentIntentId, log }: { db: Db; payments: PaymentProvider; paymentIntentId: string; log: Log }) {
  const intent = await payments.retrieveIntent(paymentIntentId);
  // A shop order's intent: its order is paid through checkout.session.completed instead.
  if (intent?.metadata.kind === 'order') return;
  const { planId, userId } = intent?.metadata ?? {};
  const plan = intent && userId ? await paymentRepository.findOwnedPlan(db, planId, userId) : null;
  if (!intent || !plan || !userId) {
    log.warn({ paymentIntentId }, 'payment webhook for an intent without a plan of ours; ignored');
    return;
  }
  try {
    const { activated, refunded } = await fulfilIntent({ db, payments, intent, planId: plan.id, userId });
    if (refunded) log.warn({ paymentIntentId, planId: plan.id }, 'payment webhook: a second charge for a paid plan, refunded');
    else log.info({ paymentIntentId, planId: plan.id, activated }, 'payment webhook fulfilled');
  } catch (error) {
    // A mismatch or an unsuccessful intent will not change on a retry: acknowledge it.
    if (error instanceof AppError && error.status < 500) {
      log.warn({ paymentIntentId, planId: plan.id, reason: error.message }, 'payment webhook not fulfilled');
      return;
    }
    throw error;
  }
}

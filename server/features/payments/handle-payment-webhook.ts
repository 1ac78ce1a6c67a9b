import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { InvalidWebhookSignatureError } from '../../providers/payments/payment-provider.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
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
 * concurrent duplicate is acknowledged and ignored), and fulfilled from the intent as
 * re-read from the provider, so a plan is paid even if the parent's browser never returns.
 */
export async function handlePaymentWebhook({ db, payments, rawBody, signature, log }: HandlePaymentWebhookOptions): Promise<{ received: true; duplicate: boolean }> {
  let event;
  try {
    if (!Buffer.isBuffer(rawBody)) throw new InvalidWebhookSignatureError('Webhook body missing');
    event = payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) throw new AppError('BAD_REQUEST', 'Invalid webhook signature', { cause: error });
    throw error;
  }

  const fresh = await paymentRepository.recordWebhookEvent(db, { id: event.id, provider: payments.kind, type: event.type });
  if (!fresh) return { received: true, duplicate: true };
  try {
    if (event.type === 'payment_intent.succeeded' && event.paymentIntentId) {
      await fulfilFromProvider({ db, payments, paymentIntentId: event.paymentIntentId, log });
    }
  } catch (error) {
    // Let the provider's retry be processed rather than be mistaken for a replay.
    await paymentRepository.forgetWebhookEvent(db, event.id);
    throw error;
  }
  return { received: true, duplicate: false };
}

async function fulfilFromProvider({ db, payments, paymentIntentId, log }: { db: Db; payments: PaymentProvider; paymentIntentId: string; log: Log }) {
  const intent = await payments.retrieveIntent(paymentIntentId);
  const { planId, userId } = intent?.metadata ?? {};
  const plan = intent && userId ? await paymentRepository.findOwnedPlan(db, planId, userId) : null;
  if (!intent || !plan || !userId) {
    log.warn({ paymentIntentId }, 'payment webhook for an intent without a plan of ours; ignored');
    return;
  }
  try {
    const { activated } = await fulfilIntent({ db, provider: payments.kind, intent, planId: plan.id, userId });
    log.info({ paymentIntentId, planId: plan.id, activated }, 'payment webhook fulfilled');
  } catch (error) {
    // A mismatch or an unsuccessful intent will not change on a retry: acknowledge it.
    if (error instanceof AppError && error.status < 500) {
      log.warn({ paymentIntentId, planId: plan.id, reason: error.message }, 'payment webhook not fulfilled');
      return;
    }
    throw error;
  }
}

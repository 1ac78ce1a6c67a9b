import { CURRENCY, PLAN_PRICE_CENTS } from '../../../contracts/prices.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { CreatedIntent } from '../../providers/payments/payment-provider.ts';
import { fulfilIntent } from './fulfil-intent.ts';
import { paymentRepository, type PaymentRow } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/** Enough for a lost race and a canceled intent; more means something else is wrong. */
const ATTEMPTS = 3;

type OpenPlanPaymentOptions = { db: Db; payments: PaymentProvider; planId: string; userId: string };

/**
 * One open payment per plan: two tabs, a reopened payment dialog or a retry all get the same
 * intent. A new one is opened only when none can still be paid, with an idempotency key per
 * plan and closed attempts, so concurrent openers get the same intent from the provider; should
 * two intents still differ, the database's partial unique index lets only one be recorded and
 * the other is cancelled.
 */
export async function openPlanPayment({ db, payments, planId, userId }: OpenPlanPaymentOptions): Promise<CreatedIntent> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [open] = await paymentRepository.listOpenPayments(db, planId, payments.kind);
    if (open) {
      const reused = await reuseOpenPayment({ db, payments, planId, userId }, open);
      if (reused) return reused;
      continue;
    }
    const closed = await paymentRepository.countClosedPayments(db, planId, payments.kind);
    const created = await payments.createIntent({
      amount: PLAN_PRICE_CENTS,
      currency: CURRENCY,
      metadata: { planId, userId },
      idempotencyKey: `kritzel-plan-${planId}-${closed + 1}`,
    });
    await paymentRepository.recordIntent(db, {
      provider: payments.kind,
      providerPaymentId: created.id,
      planId,
      userId,
      amount: PLAN_PRICE_CENTS,
      currency: CURRENCY,
    });
    const recorded = await paymentRepository.findPayment(db, payments.kind, created.id);
    if (recorded?.planId === planId) {
      if (recorded.status !== 'canceled') return created;
      continue;
    }
    // Another request opened the plan's payment first: this intent must never be charged.
    await payments.cancelIntent(created.id);
  }
  throw new AppError('UNAVAILABLE', messageKey('errors.payment.unavailable'));
}

/** The open payment as the provider has it now: still payable (reused), paid, or gone. */
async function reuseOpenPayment(options: OpenPlanPaymentOptions, open: PaymentRow): Promise<CreatedIntent | null> {
  const { db, payments, planId, userId } = options;
  const intent = await payments.retrieveIntent(open.providerPaymentId);
  switch (intent?.status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
    case 'requires_action':
      if (intent.clientSecret) return { id: intent.id, clientSecret: intent.clientSecret };
      break;
    case 'processing':
    case 'requires_capture':
      throw new AppError('CONFLICT', messageKey('errors.payment.processing'));
    case 'succeeded':
      // Paid, and the confirmation has not arrived yet: the plan is activated now, not charged twice.
      await fulfilIntent({ db, payments, intent, planId, userId });
      throw new AppError('CONFLICT', messageKey('errors.payment.planAlreadyPaid'));
    default:
      break;
  }
  await paymentRepository.markCanceled(db, payments.kind, open.providerPaymentId);
  return null;
}

import { CURRENCY, PLAN_PRICE_CENTS } from '../../../contracts/prices.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { ProviderIntent } from '../../providers/payments/payment-provider.ts';
import { activatePlan } from './activate-plan.ts';
import { cancelOpenPayments } from './cancel-open-payments.ts';
import { refundDuplicatePayment } from './refund-duplicate-payment.ts';
import { paymentRepository, type PaymentStatus } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type FulfilIntentOptions = {
  db: Db;
  payments: PaymentProvider;
  /** As just re-read from the provider, never as the browser described it. */
  intent: ProviderIntent;
  planId: string;
  userId: string;
};

/**
 * Activates a plan from a provider's intent once it has succeeded for the plan's price.
 * Idempotent: the payment that paid for the plan is a success however often it is reported.
 * The plan keeps one charge: its other open payments are canceled, and a success of another
 * payment for a plan paid already is refunded (`refunded: true`).
 */
export async function fulfilIntent({ db, payments, intent, planId, userId }: FulfilIntentOptions): Promise<{ activated: boolean; refunded: boolean }> {
  const provider = payments.kind;
  if (intent.amount !== PLAN_PRICE_CENTS || intent.currency.toLowerCase() !== CURRENCY) {
    throw new AppError('BAD_REQUEST', messageKey('errors.payment.mismatch'));
  }
  if (intent.status !== 'succeeded') {
    const { status, message } = unsuccessful(intent);
    await paymentRepository.markUnsuccessful(db, provider, intent.id, status, intent.lastError);
    throw new AppError('PAYMENT_FAILED', message);
  }
  const result = await activatePlan({
    db,
    planId,
    payment: { provider, providerPaymentId: intent.id, planId, userId, amount: intent.amount, currency: intent.currency },
  });
  if (result.duplicate) {
    await refundDuplicatePayment({ db, payments, providerPaymentId: intent.id });
    return { activated: false, refunded: true };
  }
  if (result.activated) await cancelOtherAttempts({ db, payments, planId });
  return { activated: result.activated, refunded: false };
}

/**
 * The plan is paid whatever happens here: a provider outage must not turn the parent's
 * success into an error. An attempt left open and paid later is refunded when it is reported.
 */
async function cancelOtherAttempts(options: { db: Db; payments: PaymentProvider; planId: string }): Promise<void> {
  try {
    await cancelOpenPayments(options);
  } catch (error) {
    if (!(error instanceof AppError && error.status === 503)) throw error;
  }
}

function unsuccessful(intent: ProviderIntent): { status: PaymentStatus; message: string } {
  switch (intent.status) {
    case 'requires_action':
      return { status: 'requires_action', message: messageKey('errors.payment.needsAuthentication') };
    case 'processing':
      return { status: 'processing', message: messageKey('errors.payment.processing') };
    case 'canceled':
      return { status: 'canceled', message: messageKey('errors.payment.canceled') };
    default:
      return intent.lastError
        ? { status: 'failed', message: intent.lastError }
        : { status: 'requires_payment_method', message: messageKey('errors.payment.notCompleted') };
  }
}

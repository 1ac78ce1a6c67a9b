import { PLAN_CURRENCY, PLAN_PRICE_CENTS } from '../../../contracts/plans.ts';
import { PaymentMessages } from '../../../contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { ProviderIntent } from '../../providers/payments/payment-provider.ts';
import { activatePlan } from './activate-plan.ts';
import { paymentRepository, type PaymentStatus } from './repository.ts';

export type FulfilIntentOptions = {
  db: Db;
  provider: 'sandbox' | 'stripe';
  /** As just re-read from the provider, never as the browser described it. */
  intent: ProviderIntent;
  planId: string;
  userId: string;
};

/**
 * Activates a plan from a provider's intent once it has succeeded for the plan's price.
 * Idempotent: a plan already paid is a success without a second activation.
 */
export async function fulfilIntent({ db, provider, intent, planId, userId }: FulfilIntentOptions): Promise<{ activated: boolean }> {
  if (intent.amount !== PLAN_PRICE_CENTS || intent.currency.toLowerCase() !== PLAN_CURRENCY) {
    throw new AppError('BAD_REQUEST', PaymentMessages.paymentMismatch);
  }
  if (intent.status !== 'succeeded') {
    const { status, message } = unsuccessful(intent);
    await paymentRepository.markUnsuccessful(db, provider, intent.id, status, intent.lastError);
    throw new AppError('PAYMENT_FAILED', message);
  }
  return activatePlan({
    db,
    planId,
    payment: { provider, providerPaymentId: intent.id, planId, userId, amount: intent.amount, currency: intent.currency },
  });
}

function unsuccessful(intent: ProviderIntent): { status: PaymentStatus; message: string } {
  switch (intent.status) {
    case 'requires_action':
      return { status: 'requires_action', message: PaymentMessages.needsAuthentication };
    case 'processing':
      return { status: 'processing', message: PaymentMessages.processing };
    case 'canceled':
      return { status: 'canceled', message: PaymentMessages.canceled };
    default:
      return intent.lastError
        ? { status: 'failed', message: intent.lastError }
        : { status: 'requires_payment_method', message: PaymentMessages.notCompleted };
  }
}

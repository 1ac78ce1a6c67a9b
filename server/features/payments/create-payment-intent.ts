import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '../../../contracts/plans.ts';
import { PLAN_PRICE_CENTS } from '../../../contracts/prices.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { findOrCreateCheckoutPlan } from './checkout-plan.ts';
import { openPlanPayment } from './open-plan-payment.ts';
import { paymentRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type CreatePaymentIntentOptions = {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  request: CreatePaymentIntentRequest;
};

/**
 * Starts paying for a plan (dashboard) or for a free analysis (checkout). The price is the
 * server's, and a plan has one open payment: asking again answers the same intent.
 */
export async function createPaymentIntent({ db, payments, userId, request }: CreatePaymentIntentOptions): Promise<CreatePaymentIntentResponse> {
  const plan =
    'planId' in request
      ? await paymentRepository.findOwnedPlan(db, request.planId, userId)
      : await findOrCreateCheckoutPlan({ db, drawingId: request.drawingId, userId });
  if (!plan) throw notFound(messageKey('errors.plan.notFound'));
  if (plan.isPaid) throw new AppError('CONFLICT', messageKey('errors.payment.planAlreadyPaid'));

  const intent = await openPlanPayment({ db, payments, planId: plan.id, userId });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: payments.kind,
    publishableKey: payments.publishableKey,
    amount: PLAN_PRICE_CENTS,
    planId: plan.id,
  };
}

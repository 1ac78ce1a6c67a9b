import type { ConfirmPaymentRequest, ConfirmPaymentResponse } from '../../../contracts/plans.ts';
import { paymentReceivedUrl } from '../../../contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { INTENT_ID_PATTERN } from '../../providers/payments/payment-provider.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { redeemVoucher } from '../vouchers/redeem-voucher.ts';
import { fulfilIntent } from './fulfil-intent.ts';
import { DUPLICATE_REFUNDED_MESSAGE } from './refund-duplicate-payment.ts';
import { paymentRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type ConfirmPaymentOptions = {
  db: Db;
  payments: PaymentProvider;
  userId: string;
  request: ConfirmPaymentRequest;
};

/**
 * The browser reports a payment (or a voucher). A payment is re-read from the provider and
 * must have succeeded, for the plan's price, for a plan of this parent; then the plan is
 * activated once, however often (or concurrently) this is called. A second charge for a plan
 * paid already is refunded, and the parent is told so (409).
 */
export async function confirmPayment({ db, payments, userId, request }: ConfirmPaymentOptions): Promise<ConfirmPaymentResponse> {
  // The checkout flow (from a free analysis) names the drawing and ends on the dashboard, which
  // says the payment was received and leads with this plan's set-up.
  const checkout = Boolean(request.drawingId && !request.planId);

  if (!request.paymentIntentId) {
    const { planId } = await redeemVoucher({ db, payments, code: request.voucherCode, planId: request.planId, userId });
    return { success: true, planId };
  }

  const intent = INTENT_ID_PATTERN.test(request.paymentIntentId) ? await payments.retrieveIntent(request.paymentIntentId) : null;
  if (!intent || intent.metadata.userId !== userId) throw notFound(messageKey('errors.payment.notFound'));
  const plan = await paymentRepository.findOwnedPlan(db, intent.metadata.planId, userId);
  const matches = plan && (!request.planId || request.planId === plan.id) && (!request.drawingId || request.drawingId === plan.drawingId);
  if (!plan || !matches) throw notFound(messageKey('errors.payment.notFound'));

  const { refunded } = await fulfilIntent({ db, payments, intent, planId: plan.id, userId });
  if (refunded) throw new AppError('CONFLICT', DUPLICATE_REFUNDED_MESSAGE);
  return { success: true, planId: plan.id, ...(checkout ? { redirectUrl: paymentReceivedUrl(plan.id) } : {}) };
}

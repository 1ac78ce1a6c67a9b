import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { activatePlan } from '../payments/activate-plan.ts';
import { cancelOpenPayments } from '../payments/cancel-open-payments.ts';
import { voucherRepository } from './repository.ts';
import { normaliseVoucherCode } from './voucher-code.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type RedeemVoucherOptions = { db: Db; payments: PaymentProvider; code: string | undefined; planId: string | undefined; userId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Pays for a plan with a voucher code. First the plan's open card payments are canceled at the
 * provider, so none can be charged as well; one that has gone through already pays for the plan
 * instead and the voucher is refused (409). Then one transaction: lock the plan, take one use
 * of the code, record the redemption, activate the plan. Any refusal rolls it all back, so a
 * use is only ever counted for a plan it activated.
 */
export async function redeemVoucher({ db, payments, code, planId, userId }: RedeemVoucherOptions): Promise<{ planId: string }> {
  const normalised = normaliseVoucherCode(code);
  if (!normalised) throw new AppError('VALIDATION_FAILED', messageKey('errors.voucher.blank'));
  if (!planId || !UUID.test(planId)) throw notFound(messageKey('errors.plan.notFound'));
  const owned = await voucherRepository.findOwnedPlan(db, planId, userId);
  if (!owned) throw notFound(messageKey('errors.plan.notFound'));
  if (owned.isPaid) throw new AppError('CONFLICT', messageKey('errors.payment.planAlreadyPaid'));
  const { paidByCard } = await cancelOpenPayments({ db, payments, planId });
  if (paidByCard) throw new AppError('CONFLICT', messageKey('errors.payment.planAlreadyPaid'));

  await db.transaction(async (tx) => {
    const plan = await voucherRepository.lockOwnedPlan(tx, planId, userId);
    if (!plan) throw notFound(messageKey('errors.plan.notFound'));
    if (plan.isPaid) throw new AppError('CONFLICT', messageKey('errors.payment.planAlreadyPaid'));
    const voucherId = await voucherRepository.consumeUse(tx, normalised);
    if (!voucherId) throw new AppError('BAD_REQUEST', messageKey('errors.voucher.invalid'));
    await voucherRepository.insertRedemption(tx, { voucherId, planId, userId });
    await activatePlan({ db: tx, planId });
  });
  // A tab may have opened a payment meanwhile: it is closed too (or refunded, if it was paid).
  await cancelOpenPayments({ db, payments, planId });
  return { planId };
}

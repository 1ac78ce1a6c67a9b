import type { DbOrTx } from '../../db/client.ts';
import { paymentRepository, type PaymentRecord } from './repository.ts';

export type ActivatePlanOptions = {
  db: DbOrTx;
  planId: string;
  /** The payment that paid for it; absent for a voucher (its redemption row records it). */
  payment?: PaymentRecord;
};

/** `duplicate`: the plan was paid by something else, so this payment must be given back. */
export type ActivatePlanResult = { activated: boolean; duplicate?: true };

/**
 * Marks a plan paid, once. The plan row is locked first, so any number of concurrent
 * confirmations, webhook deliveries or voucher redemptions queue on it: exactly one activates,
 * and its payment becomes the one the plan keeps (`fulfilled_at`). A later success for the same
 * payment is a repeat (`activated: false`); a success of any other payment is a duplicate charge.
 */
export async function activatePlan({ db, planId, payment }: ActivatePlanOptions): Promise<ActivatePlanResult> {
  return db.transaction(async (tx) => {
    const plan = await paymentRepository.lockPlan(tx, planId);
    if (plan && !plan.isPaid) {
      await paymentRepository.markPlanPaid(tx, planId);
      if (payment) await paymentRepository.markFulfilled(tx, payment);
      return { activated: true };
    }
    if (!payment) return { activated: false };
    const row = await paymentRepository.findPayment(tx, payment.provider, payment.providerPaymentId);
    if (row?.fulfilledAt) return { activated: false };
    await paymentRepository.markSucceeded(tx, payment);
    return { activated: false, duplicate: true };
  });
}

import type { DbOrTx } from '../../db/client.ts';
import { paymentRepository, type PaymentRecord } from './repository.ts';

export type ActivatePlanOptions = {
  db: DbOrTx;
  planId: string;
  /** The payment that paid for it; absent for a voucher (its redemption row records it). */
  payment?: PaymentRecord;
};

/**
 * Marks a plan paid, once. `update … where is_paid = false` lets exactly one of any number of
 * concurrent confirmations, webhook deliveries or voucher redemptions through; the rest see
 * the plan paid and return `activated: false`. The plan row is always locked first, so the
 * voucher and payment paths take their locks in the same order.
 */
export async function activatePlan({ db, planId, payment }: ActivatePlanOptions): Promise<{ activated: boolean }> {
  return db.transaction(async (tx) => {
    const activated = await paymentRepository.markPlanPaid(tx, planId);
    if (payment) await paymentRepository.markSucceeded(tx, payment);
    return { activated };
  });
}

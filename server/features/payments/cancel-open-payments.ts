import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { activatePlan } from './activate-plan.ts';
import { refundDuplicatePayment } from './refund-duplicate-payment.ts';
import { paymentRepository } from './repository.ts';

/**
 * Closes the plan's open payments at the provider so they can no longer be charged: once the
 * plan is paid (by a card or a voucher), or before a voucher pays it. A payment that turns out
 * to have succeeded in the meantime counts like any other: it activates the plan if it is still
 * unpaid (`paidByCard`), and is refunded if the plan was paid by something else.
 */
export async function cancelOpenPayments({ db, payments, planId }: { db: Db; payments: PaymentProvider; planId: string }): Promise<{ paidByCard: boolean }> {
  let paidByCard = false;
  for (const row of await paymentRepository.listOpenPayments(db, planId, payments.kind)) {
    const intent = await payments.cancelIntent(row.providerPaymentId);
    if (intent?.status !== 'succeeded') {
      await paymentRepository.markCanceled(db, payments.kind, row.providerPaymentId);
      continue;
    }
    const userId = row.userId ?? intent.metadata.userId ?? '';
    const payment = { provider: payments.kind, providerPaymentId: row.providerPaymentId, planId, userId, amount: intent.amount, currency: intent.currency };
    const result = await activatePlan({ db, planId, payment });
    if (result.activated) paidByCard = true;
    if (result.duplicate) await refundDuplicatePayment({ db, payments, providerPaymentId: row.providerPaymentId });
  }
  return { paidByCard };
}

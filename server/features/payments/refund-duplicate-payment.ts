import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { paymentRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/** What the parent reads when the payment they confirm was such a second charge. */
export const DUPLICATE_REFUNDED_MESSAGE = messageKey('errors.payment.duplicateRefunded');

/** What the admin reads on a payment given back because its plan was paid already. */
export const DUPLICATE_REFUND_REASON = 'Duplicate payment: the plan had already been paid';

/**
 * A second charge for a plan that is paid already (two tabs, a late webhook, a voucher first):
 * the money goes back through the provider and the payment row says so. Repeating it is
 * harmless: a recorded refund is not asked for again, and the provider's refund is idempotent.
 */
export async function refundDuplicatePayment({
  db,
  payments,
  providerPaymentId,
}: {
  db: Db;
  payments: PaymentProvider;
  providerPaymentId: string;
}): Promise<void> {
  const row = await paymentRepository.findPayment(db, payments.kind, providerPaymentId);
  if (row?.status === 'refunded') return;
  await payments.refundIntent({ id: providerPaymentId, reason: 'duplicate' });
  await paymentRepository.markRefunded(db, payments.kind, providerPaymentId, DUPLICATE_REFUND_REASON);
}

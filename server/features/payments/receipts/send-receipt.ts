import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { outboxEmails } from '../../../db/schema/index.ts';
import type { JobDefinition } from '../../../jobs/queue.ts';
import type { MailSender } from '../../../providers/mail/mail-sender.ts';
import type { PaymentProvider } from '../../../providers/payments/index.ts';
import { getOperatorDetails } from '../../legal/get-operator-details.ts';
import { accountLocale, translator } from '../../../i18n/index.ts';
import { renderReceiptEmail } from '../../mail/receipt-email.ts';
import { receiptDedupeKey, receiptRecords, receiptWhatIn } from './receipt-records.ts';

/** One receipt e-mail; only the receipt's id travels in the job, its content is read from its rows. */
export const sendReceiptJob = {
  name: 'send-receipt',
  version: 1,
  payload: z.object({ receiptId: z.string().max(100) }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
} satisfies JobDefinition<z.ZodType>;

export type SendReceiptDeps = {
  db: Db;
  mail: MailSender;
  payments: Pick<PaymentProvider, 'cardLast4'>;
  config: Pick<Config, 'publicUrl' | 'supportEmail' | 'operator'>;
};

/**
 * Writes the receipt to the outbox under its dedupe key (once per payment or refund), hands it to
 * the mail port and marks it sent: the same steps as every other e-mail (jobs/send-email.ts). A
 * repeated job finds the row sent and does nothing; a failed send is retried from the pending row.
 */
export async function sendReceipt({ db, mail, payments, config }: SendReceiptDeps, receiptId: string): Promise<'sent' | 'skipped'> {
  const dedupeKey = receiptDedupeKey(receiptId);
  const receipt = await receiptRecords.find(db, receiptId);
  const recipient = receipt && (await receiptRecords.recipient(db, receipt.userId));
  if (!receipt || !recipient) return 'skipped';
  const [earlier] = await db.select({ status: outboxEmails.status }).from(outboxEmails).where(eq(outboxEmails.dedupeKey, dedupeKey));
  if (earlier?.status === 'sent') return 'skipped';
  // A provider outage throws: the job is retried, and the sweep queues it again after that.
  const cardLast4 = receipt.paidWith ? await payments.cardLast4(receipt.paidWith) : null;
  const t = translator(accountLocale(recipient.language));
  const { subject, text } = renderReceiptEmail(
    { ...receipt, what: receiptWhatIn(t, receipt.item), cardLast4, testMode: receipt.provider === 'sandbox' },
    recipient,
    getOperatorDetails(config.operator),
    { publicUrl: config.publicUrl, supportEmail: config.supportEmail },
    t,
  );
  await db
    .insert(outboxEmails)
    .values({ dedupeKey, userId: receipt.userId, template: `receipt-${receipt.kind}`, to: recipient.email, subject, body: text })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey });
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, dedupeKey));
  if (!row || row.status === 'sent') return 'skipped';
  await mail.send({ to: row.to, subject: row.subject, text: row.body });
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'pending')));
  return 'sent';
}

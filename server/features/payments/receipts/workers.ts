import type { WorkerDeps } from '../../../jobs/worker-deps.ts';
import { createPaymentProvider } from '../../../providers/payments/index.ts';
import { QUEUE_RECEIPTS_CRON, queueReceipts, queueReceiptsJob } from './queue-receipts.ts';
import { sendReceipt, sendReceiptJob } from './send-receipt.ts';

/** The receipt sweep (one run a minute) and the receipt sender. */
export async function registerReceiptWorkers({ config, database, queue, mail, logger }: WorkerDeps): Promise<void> {
  const db = database.db;
  // The provider only answers the card's digits here; it holds no state of its own.
  const payments = createPaymentProvider({ config, db });
  await queue.work(sendReceiptJob, async ({ receiptId }, meta) => {
    const result = await sendReceipt({ db, mail, payments, config }, receiptId);
    logger.info({ job: sendReceiptJob.name, id: meta.id, result }, 'job done');
  });
  await queue.work(queueReceiptsJob, async () => {
    const queued = await queueReceipts({ db, queue });
    if (queued > 0) logger.info({ job: queueReceiptsJob.name, queued }, 'receipts queued');
  });
  await queue.schedule(queueReceiptsJob, QUEUE_RECEIPTS_CRON);
}

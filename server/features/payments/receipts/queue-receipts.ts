import type { onResponseAsyncHookHandler } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { cleanupJob } from '../../../jobs/cleanup-job.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import { receiptRecords } from './receipt-records.ts';
import { sendReceiptJob } from './send-receipt.ts';

/** Every minute, one run across all processes: no receipt waits longer than about a minute. */
export const queueReceiptsJob = cleanupJob('queue-receipts', 120);
export const QUEUE_RECEIPTS_CRON = '* * * * *';

/**
 * How far back a receipt is still sent. A payment older than this without a receipt predates
 * receipts (a first deployment); its receipt stays on the account page.
 */
export const RECEIPT_CATCH_UP_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Queues a send job for every payment and refund whose receipt is not in the outbox yet. It reads
 * the payment and order rows, not the paths that wrote them, so a plan paid by the browser's
 * confirmation, a webhook or both, a keepsake paid on the sandbox page or at Stripe, and a second
 * charge given back each get their receipt, once: the job's singleton key and the outbox's
 * dedupe key hold however many times this runs. Returns how many were queued.
 */
export async function queueReceipts({ db, queue }: { db: Db; queue: Pick<JobQueue, 'enqueue'> }, now = new Date()): Promise<number> {
  let queued = 0;
  for (const receipt of await receiptRecords.unsent(db, new Date(now.getTime() - RECEIPT_CATCH_UP_MS))) {
    if (await queue.enqueue(sendReceiptJob, { receiptId: receipt.id }, { singletonKey: receipt.id })) queued++;
  }
  return queued;
}

/**
 * The minute's sweep guarantees every receipt; this makes it prompt. After a request that may have
 * taken money or given it back (a confirmation, a webhook, a test-mode payment), a sweep is queued
 * at once, so the receipt arrives while the parent still reads "Thank you" rather than up to a
 * minute later. A sweep that finds nothing new costs one query over the last days' payments. It
 * runs after the response: if queuing fails, the parent's answer stands and the next minute's sweep
 * sends the receipt.
 */
export function sweepReceiptsNow(queue: Pick<JobQueue, 'enqueue'>): onResponseAsyncHookHandler {
  return async (request) => {
    try {
      await queue.enqueue(queueReceiptsJob, {});
    } catch (error) {
      request.log.warn({ err: error }, 'receipt sweep not queued now; the next minute’s sweep sends the receipt');
    }
  };
}

import type { WorkerDeps } from './worker-deps.ts';
import { sendEmail, sendEmailJob } from './send-email.ts';
import { purgeAnonymousDrawings, purgeAnonymousDrawingsJob } from './purge-anonymous-drawings.ts';
import { registerSubmissionWorkers } from '../features/submissions/workers.ts';
import { registerCheckpointWorkers } from '../features/checkpoints/workers.ts';
import { registerUploadWorkers } from '../features/uploads/workers.ts';
import { registerExportWorker } from '../features/account/export/workers.ts';
import { registerRetentionWorkers } from '../features/account/retention/workers.ts';
import { registerNoticeWorkers } from '../features/notices/workers.ts';
import { registerReceiptWorkers } from '../features/payments/receipts/workers.ts';
import { purgeAnonymousTaskResults } from '../features/tasks/purge-anonymous-task-results.ts';

/** Every job handler Kritzel runs. Called by main.ts (in-process) and worker.ts (scale-out). */
export async function registerWorkers(deps: WorkerDeps): Promise<void> {
  const { config, database, queue, mail, storage, logger } = deps;
  await queue.work(sendEmailJob, async (payload, meta) => {
    const result = await sendEmail({ db: database.db, mail, publicUrl: config.publicUrl }, payload);
    logger.info({ job: sendEmailJob.name, id: meta.id, template: payload.template, result }, 'job done');
  });
  await queue.work(purgeAnonymousDrawingsJob, async () => {
    const removed = await purgeAnonymousDrawings({ db: database.db, storage });
    // Issue 33: anonymous tasks (the free analysis's closer look) expire with the free analyses.
    const removedTasks = await purgeAnonymousTaskResults({ db: database.db, storage });
    logger.info({ job: purgeAnonymousDrawingsJob.name, removed, removedTasks }, 'job done');
  });
  await queue.schedule(purgeAnonymousDrawingsJob, '17 3 * * *');
  await registerSubmissionWorkers(deps);
  await registerCheckpointWorkers(deps);
  await registerUploadWorkers(deps);
  await registerExportWorker(deps);
  await registerRetentionWorkers(deps);
  await registerNoticeWorkers(deps);
  await registerReceiptWorkers(deps);
}

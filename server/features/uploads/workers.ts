import type { WorkerDeps } from '../../jobs/worker-deps.ts';
import { SWEEP_EXPIRED_UPLOADS_CRON, sweepExpiredUploads, sweepExpiredUploadsJob } from './sweep-expired-uploads.ts';

/** The shop's direct uploads: an hourly sweep of raw uploads nobody turned into artwork. */
export async function registerUploadWorkers(deps: WorkerDeps): Promise<void> {
  const { database, storage, queue, logger } = deps;
  await queue.work(sweepExpiredUploadsJob, async () => {
    const removed = await sweepExpiredUploads({ db: database.db, storage });
    if (removed > 0) logger.info({ job: sweepExpiredUploadsJob.name, removed }, 'job done');
  });
  await queue.schedule(sweepExpiredUploadsJob, SWEEP_EXPIRED_UPLOADS_CRON);
}

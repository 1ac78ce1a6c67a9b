import type { WorkerDeps } from '../../../jobs/worker-deps.ts';
import { purgeExpiredExports } from './purge-expired-exports.ts';
import { purgeOldOrderRecords } from './purge-old-order-records.ts';
import {
  PURGE_EXPIRED_EXPORTS_CRON,
  PURGE_OLD_ORDER_RECORDS_CRON,
  purgeExpiredExportsJob,
  purgeOldOrderRecordsJob,
  SWEEP_ORPHAN_FILES_CRON,
  sweepOrphanFilesJob,
} from './retention-jobs.ts';
import { sweepOrphanFiles } from './sweep-orphan-files.ts';

/**
 * The retention periods the privacy policy states, enforced on a schedule (UTC). The 30-day
 * purge of anonymous free analyses lives in server/jobs/purge-anonymous-drawings.ts.
 */
export async function registerRetentionWorkers(deps: Pick<WorkerDeps, 'database' | 'storage' | 'queue' | 'logger'>): Promise<void> {
  const { database, storage, queue, logger } = deps;
  const db = database.db;
  await queue.work(purgeExpiredExportsJob, async () => {
    const result = await purgeExpiredExports({ db, storage });
    if (result.removed + result.failed > 0) logger.info({ job: purgeExpiredExportsJob.name, ...result }, 'job done');
  });
  await queue.schedule(purgeExpiredExportsJob, PURGE_EXPIRED_EXPORTS_CRON);
  await queue.work(sweepOrphanFilesJob, async () => {
    const result = await sweepOrphanFiles({ db, storage });
    logger.info({ job: sweepOrphanFilesJob.name, ...result }, 'job done');
  });
  await queue.schedule(sweepOrphanFilesJob, SWEEP_ORPHAN_FILES_CRON);
  await queue.work(purgeOldOrderRecordsJob, async () => {
    const removed = await purgeOldOrderRecords({ db });
    logger.info({ job: purgeOldOrderRecordsJob.name, removed }, 'job done');
  });
  await queue.schedule(purgeOldOrderRecordsJob, PURGE_OLD_ORDER_RECORDS_CRON);
}

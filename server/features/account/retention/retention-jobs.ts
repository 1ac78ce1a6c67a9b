import { cleanupJob } from '../../../jobs/cleanup-job.ts';

const sweep = (name: string) => cleanupJob(name, 900);

/** Hourly, so an export is gone within the hour after its 24 hours. */
export const purgeExpiredExportsJob = sweep('purge-expired-exports');
export const PURGE_EXPIRED_EXPORTS_CRON = '41 * * * *';

/** Hourly, so the files a crash mid-upload left behind are gone within the hour after their hour. */
export const sweepOrphanFilesJob = sweep('sweep-orphan-files');
export const SWEEP_ORPHAN_FILES_CRON = '47 * * * *';

export const purgeOldOrderRecordsJob = sweep('purge-old-order-records');
export const PURGE_OLD_ORDER_RECORDS_CRON = '7 4 * * *';

import { EXPORT_TTL_HOURS, type DataExport } from '../../../../contracts/account.ts';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import { unauthorized } from '../../../platform/errors.ts';
import { buildExportJob } from './export-job.ts';
import { dataExportRepository } from './repository.ts';
import { toDataExport } from './to-data-export.ts';

export type RequestExportOptions = { db: Db; queue: JobQueue; userId: string; now?: Date };

/**
 * Starts a data export, or returns the one already being built: one running export per parent,
 * also when two requests arrive together (the parent's row is locked while checking).
 */
export async function requestExport({ db, queue, userId, now = new Date() }: RequestExportOptions): Promise<DataExport> {
  const { row, created } = await db.transaction(async (tx) => {
    if (!(await dataExportRepository.lockParent(tx, userId))) throw unauthorized();
    const pending = await dataExportRepository.findPending(tx, userId, now);
    if (pending) return { row: pending, created: false };
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_HOURS * 60 * 60 * 1000);
    return { row: await dataExportRepository.insert(tx, { userId, createdAt: now, expiresAt }), created: true };
  });
  // After the commit (PGlite deadlocks otherwise). If this enqueue is lost, the retention sweep
  // marks the export failed after an hour and the parent can ask again.
  if (created) await queue.enqueue(buildExportJob, { exportId: row.id });
  return toDataExport(row, now);
}

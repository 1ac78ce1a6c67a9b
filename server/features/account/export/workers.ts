import type { WorkerDeps } from '../../../jobs/worker-deps.ts';
import { buildExport } from './build-export.ts';
import { buildExportJob } from './export-job.ts';
import { dataExportRepository } from './repository.ts';

/** Builds exports; the last failed attempt records the failure on the row the account page polls. */
export async function registerExportWorker(deps: Pick<WorkerDeps, 'database' | 'storage' | 'queue' | 'logger'>): Promise<void> {
  const { database, storage, queue, logger } = deps;
  await queue.work(buildExportJob, async (payload, meta) => {
    try {
      const outcome = await buildExport({ db: database.db, storage, logger }, payload.exportId);
      logger.info({ job: buildExportJob.name, id: meta.id, exportId: payload.exportId, outcome }, 'job done');
    } catch (error) {
      logger.error({ err: error, job: buildExportJob.name, exportId: payload.exportId, retryCount: meta.retryCount }, 'export failed');
      if (meta.retryCount >= buildExportJob.retryLimit) {
        await dataExportRepository.markFailed(database.db, payload.exportId, error instanceof Error ? error.message.slice(0, 500) : 'export failed');
      }
      throw error;
    }
  });
}

import { evaluationWork } from '../../jobs/evaluation-work.ts';
import type { WorkerDeps } from '../../jobs/worker-deps.ts';
import { evaluateCheckpoint, evaluateCheckpointJob } from './evaluate-checkpoint-job.ts';
import { sweepStaleCheckpoints, sweepStaleCheckpointsJob } from './sweep-stale-checkpoints.ts';
import { notifyCheckpointReady } from '../notices/notify-evaluation-done.ts';

/** The checkpoint evaluation job, and the sweep that keeps a checkpoint from staying pending forever. */
export async function registerCheckpointWorkers(deps: WorkerDeps): Promise<void> {
  const { config, database, storage, analyser, logger, queue } = deps;
  await queue.work(
    evaluateCheckpointJob,
    async (payload, meta) => {
      const outcome = await evaluateCheckpoint({ db: database.db, storage, analyser, logger }, payload, meta);
      if (outcome === 'completed') await notifyCheckpointReady({ db: database.db, queue, logger }, payload);
      logger.info({ job: evaluateCheckpointJob.name, id: meta.id, planId: payload.planId, checkpointNumber: payload.checkpointNumber, outcome }, 'job done');
    },
    evaluationWork(config),
  );
  await queue.work(sweepStaleCheckpointsJob, async () => {
    const failed = await sweepStaleCheckpoints({ db: database.db });
    if (failed > 0) logger.warn({ job: sweepStaleCheckpointsJob.name, failed }, 'stale pending checkpoints marked failed');
  });
  await queue.schedule(sweepStaleCheckpointsJob, '*/10 * * * *');
}

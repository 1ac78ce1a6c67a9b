import { z } from 'zod';
import { CHECKPOINT_MESSAGES } from '../../../contracts/checkpoints.ts';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { evaluateCheckpointJob } from './evaluate-checkpoint-job.ts';
import { checkpointRepository } from './repository.ts';

export const sweepStaleCheckpointsJob = {
  name: 'sweep-stale-checkpoints',
  version: 1,
  payload: z.object({}),
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 60,
} satisfies JobDefinition<z.ZodType>;

/**
 * Longer than the queue can keep one evaluation alive: every attempt running to its expiry,
 * plus the back-off between attempts, with room to spare.
 */
export const STALE_AFTER_MS =
  2 * (evaluateCheckpointJob.retryLimit + 1) * (evaluateCheckpointJob.expireInSeconds + 8 * evaluateCheckpointJob.retryDelaySeconds) * 1000;

/**
 * A process killed during the last attempt leaves a pending checkpoint no job will finish.
 * Marking it failed lets the parent press Evaluate again instead of waiting forever.
 */
export async function sweepStaleCheckpoints({ db, now = new Date() }: { db: Db; now?: Date }): Promise<number> {
  return checkpointRepository.failStale(db, new Date(now.getTime() - STALE_AFTER_MS), CHECKPOINT_MESSAGES.evaluationFailed);
}

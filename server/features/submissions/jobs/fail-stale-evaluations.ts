import { z } from 'zod';
import { SUBMISSION_MESSAGES } from '../../../../contracts/submissions.ts';
import type { Db } from '../../../db/client.ts';
import type { JobDefinition } from '../../../jobs/queue.ts';
import { submissionRepository } from '../repository.ts';

export const failStaleEvaluationsJob = {
  name: 'fail-stale-evaluations',
  version: 1,
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
} satisfies JobDefinition<z.ZodType>;

export const FAIL_STALE_EVALUATIONS_CRON = '*/10 * * * *';
/** Longer than an evaluation's retries and transcription together can take. */
export const STALE_AFTER_MS = 30 * 60 * 1000;

/**
 * No submission stays pending forever: one whose job was lost or expired on its last attempt is
 * marked failed and retryable, so the parent sees "Analysis Failed" with Retry Analysis.
 */
export async function failStaleEvaluations({ db, now = new Date() }: { db: Db; now?: Date }): Promise<string[]> {
  return submissionRepository.failStale(db, new Date(now.getTime() - STALE_AFTER_MS), { error: SUBMISSION_MESSAGES.evaluationFailed, retryable: true });
}

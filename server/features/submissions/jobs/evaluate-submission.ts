import type { Logger } from 'pino';
import { z } from 'zod';
import { EVALUATION_ATTEMPT_SECONDS, EVALUATION_HAND_ON_SECONDS, EVALUATION_RETRIES } from '../../../../contracts/evaluation-timing.ts';
import { TOTAL_CHALLENGES } from '../../../../contracts/plans.ts';
import { SUBMISSION_MESSAGES } from '../../../../contracts/submissions.ts';
import type { Db } from '../../../db/client.ts';
import type { JobDefinition } from '../../../jobs/queue.ts';
import type { Analyser } from '../../../providers/ai/analyser.ts';
import { AiTaskError } from '../../../providers/ai/openai/errors.ts';
import type { FileStorage } from '../../../providers/storage/index.ts';
import { adaptUpcomingChallenges } from '../../plans/adapt-upcoming-challenges.ts';
import { planRepository } from '../../plans/repository.ts';
import { submissionRepository } from '../repository.ts';
import { buildEvaluationInput } from './evaluation-input.ts';
import { ownerLocale } from './owner-locale.ts';
import { analyserForParent } from '../../account/ai-choice.ts';
import { withTimeLimit } from '../../../platform/time-limit.ts';

export const evaluateSubmissionJob = {
  name: 'evaluate-submission',
  version: 1,
  payload: z.object({ submissionId: z.string() }),
  retryLimit: EVALUATION_RETRIES,
  retryDelaySeconds: 10,
  // Keeps the hand-on after a failed attempt or a dead worker inside EVALUATION_HAND_ON_SECONDS.
  retryDelayMaxSeconds: 20,
  // Only a live worker stuck past its own time limit reaches this; a dead one is noticed by its heartbeat.
  expireInSeconds: EVALUATION_ATTEMPT_SECONDS + EVALUATION_HAND_ON_SECONDS,
} satisfies JobDefinition<z.ZodType>;

/** Well inside expireInSeconds, so a hung provider fails this attempt before pg-boss hands the job on. */
export const EVALUATION_TIMEOUT_MS = EVALUATION_ATTEMPT_SECONDS * 1000;
export const EVALUATION_TIMEOUT_MESSAGE = 'The analysis took too long. Please retry in a few minutes.';

export type EvaluateSubmissionDeps = { db: Db; storage: FileStorage; analyser: Analyser; logger: Logger; timeoutMs?: number };
export type EvaluationOutcome = 'completed' | 'failed' | 'skipped';

/** Rejects after `ms` with a retryable error; the analyser's own work is abandoned, not awaited. */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return withTimeLimit(work, ms, new AiTaskError(message, { retryable: true }));
}

/**
 * Spec 000 §4: writes the detailed feedback and `completed`, or — once the queue's retries are
 * used up, or at once when retrying cannot help — `failed` with a parent-friendly error and
 * whether Retry Analysis may be offered. Only a pending submission is evaluated, so a duplicate
 * or late delivery changes nothing.
 */
export async function evaluateSubmission(
  deps: EvaluateSubmissionDeps,
  payload: z.output<typeof evaluateSubmissionJob.payload>,
  attempt: { retryCount: number },
): Promise<EvaluationOutcome> {
  const { db, storage, logger } = deps;
  const row = await submissionRepository.find(db, payload.submissionId);
  if (!row || row.evaluationStatus !== 'pending') return 'skipped';
  const plan = await planRepository.findById(db, row.planId);
  if (!plan) return 'skipped';
  const analyser = await analyserForParent({ db, analyser: deps.analyser }, { userId: plan.userId });

  let feedback;
  try {
    const input = { ...(await buildEvaluationInput({ db, storage, row, plan })), locale: await ownerLocale(db, plan.userId) };
    feedback = await withTimeout(analyser.evaluateSubmission(input), deps.timeoutMs ?? EVALUATION_TIMEOUT_MS, EVALUATION_TIMEOUT_MESSAGE);
  } catch (error) {
    const retryable = error instanceof AiTaskError ? error.retryable : true;
    if (retryable && attempt.retryCount < evaluateSubmissionJob.retryLimit) throw error; // pg-boss tries again
    const message = error instanceof AiTaskError ? error.message : SUBMISSION_MESSAGES.evaluationFailed;
    logger.warn({ err: error, submissionId: row.id, retryable }, 'submission evaluation failed');
    await submissionRepository.fail(db, row.id, { error: message, retryable });
    return 'failed';
  }

  if (!(await submissionRepository.complete(db, row.id, { aiFeedback: feedback, analyser: analyser.name }))) return 'skipped';
  await afterEvaluation({ db, logger, planId: plan.id, weekNumber: row.weekNumber, score: feedback.score ?? null, difficultyRating: row.difficultyLevel });
  return 'completed';
}

/**
 * The plan learns from the week: upcoming challenges are re-tuned, and the plan is completed
 * once every week has a completed result. Both are idempotent; a failure here is logged, not
 * retried, because the feedback the parent waits for is already saved.
 */
async function afterEvaluation(options: { db: Db; logger: Logger; planId: string; weekNumber: number; score: number | null; difficultyRating: number | null }) {
  const { db, logger, planId, weekNumber } = options;
  try {
    await adaptUpcomingChallenges({ db, planId, fromWeek: weekNumber + 1, latestScore: options.score, difficultyRating: options.difficultyRating });
    const completed = await planRepository.completedWeeks(db, planId);
    if (completed.size >= TOTAL_CHALLENGES) await planRepository.markCompleted(db, planId);
  } catch (error) {
    logger.error({ err: error, planId, weekNumber }, 'could not adapt the plan after an evaluation');
  }
}

import type { Logger } from 'pino';
import { z } from 'zod';
import { CheckpointResult, DrawingFeatures } from '../../../contracts/analysis.ts';
import { EVALUATION_ATTEMPT_SECONDS, EVALUATION_HAND_ON_SECONDS, EVALUATION_RETRIES } from '../../../contracts/evaluation-timing.ts';
import { CHECKPOINT_COUNT, CHECKPOINT_MESSAGES, WEEKS_PER_CHECKPOINT } from '../../../contracts/checkpoints.ts';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { AiTaskError } from '../../providers/ai/create-analyser.ts';
import { findNotADrawing } from '../../providers/ai/local/analyze-drawing.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { withTimeLimit } from '../../platform/time-limit.ts';
import { childAgeNow } from '../plans/child-age-now.ts';
import { checkpointRepository } from './repository.ts';
import { analyserForParent } from '../account/ai-choice.ts';
import { baselineEstimate } from '../plans/baseline-estimate.ts';
import { ownerLocale } from '../submissions/jobs/owner-locale.ts';

export const evaluateCheckpointJob = {
  name: 'evaluate-checkpoint',
  version: 1,
  payload: z.object({ planId: z.string(), checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT) }),
  retryLimit: EVALUATION_RETRIES,
  retryDelaySeconds: 10,
  // Keeps the hand-on after a failed attempt or a dead worker inside EVALUATION_HAND_ON_SECONDS.
  retryDelayMaxSeconds: 20,
  // Only a live worker stuck past its own time limit reaches this; a dead one is noticed by its heartbeat.
  expireInSeconds: EVALUATION_ATTEMPT_SECONDS + EVALUATION_HAND_ON_SECONDS,
} satisfies JobDefinition<z.ZodType>;

export type EvaluateCheckpointPayload = z.infer<typeof evaluateCheckpointJob.payload>;

/** Well inside the queue's expiry, so a hung provider never has the job handed out twice. */
export const CHECKPOINT_TIME_LIMIT_MS = EVALUATION_ATTEMPT_SECONDS * 1000;

export type EvaluateCheckpointDeps = { db: Db; storage: FileStorage; analyser: Analyser; logger: Logger; timeLimitMs?: number };
export type EvaluateCheckpointOutcome = 'completed' | 'failed' | 'skipped';

/**
 * Compares the period's drawings (weeks 4(N−1)+1 … 4N) with the baseline and the earlier
 * checkpoints. Idempotent: only a pending checkpoint is evaluated and written. A failure is
 * thrown back to the queue for another attempt; on the last attempt (or one that cannot
 * succeed later) the checkpoint is marked failed with a message a parent can read, so it
 * never stays pending.
 */
export async function evaluateCheckpoint(
  deps: EvaluateCheckpointDeps,
  payload: EvaluateCheckpointPayload,
  meta: { retryCount: number },
): Promise<EvaluateCheckpointOutcome> {
  const { db, storage, logger } = deps;
  const { planId, checkpointNumber } = payload;
  const row = await checkpointRepository.find(db, planId, checkpointNumber);
  const plan = await checkpointRepository.findPlan(db, planId);
  if (!row || row.status !== 'pending' || !plan) return 'skipped';
  const analyser = await analyserForParent({ db, analyser: deps.analyser }, { userId: plan.userId });

  try {
    // Issue 21: the parent's "whole person" drawing, when given, is the checkpoint's one drawing.
    const wholePerson = row.wholePersonDrawing && row.drawingFileId ? await checkpointRepository.drawingFile(db, row.drawingFileId) : null;
    const weeks = { from: WEEKS_PER_CHECKPOINT * (checkpointNumber - 1) + 1, to: WEEKS_PER_CHECKPOINT * checkpointNumber };
    const period = wholePerson ? [] : await checkpointRepository.periodDrawings(db, planId, weeks);
    const drawings = wholePerson ? [wholePerson] : period;
    if (drawings.length === 0) throw new AiTaskError(CHECKPOINT_MESSAGES.noDrawings(checkpointNumber), { retryable: false });
    const images = await Promise.all(drawings.map(async (d) => ({ data: await storage.read(d.storageKey), mimeType: d.mimeType })));
    const earlier = await checkpointRepository.earlierCompleted(db, planId, checkpointNumber);
    const estimate = baselineEstimate(plan);
    const baseline = estimate && { ...estimate, features: plan.baselineFeatures ?? undefined, date: plan.setupCompletedAt };
    // Issue 32: the day each drawing was made, so a change is said only for drawings two weeks apart.
    const imageDates = wholePerson ? [new Date()] : period.map((d) => d.evaluatedAt ?? d.createdAt);
    const evaluation = await withTimeLimit(
      analyser.evaluateCheckpoint({
        checkpointNumber,
        childAgeMonths: childAgeNow(plan),
        baseline,
        images,
        imageDates,
        wholePersonDrawing: !!wholePerson,
        earlier,
        locale: await ownerLocale(db, plan.userId),
      }),
      deps.timeLimitMs ?? CHECKPOINT_TIME_LIMIT_MS,
    );
    const result = CheckpointResult.parse(evaluation);
    const measured = evaluation.measured
      ? { features: DrawingFeatures.parse(evaluation.measured.features), file: drawings[evaluation.measured.imageIndex] }
      : null;
    await checkpointRepository.complete(db, planId, checkpointNumber, {
      cognitiveAge: result.cognitiveAge,
      cognitiveAgeMin: result.cognitiveAgeRange?.min ?? null,
      cognitiveAgeMax: result.cognitiveAgeRange?.max ?? null,
      analysis: result.analysis,
      analyser: analyser.name,
      // Kept for then-and-now and the report: the drawing that speaks for the checkpoint and its measurements.
      drawingFileId: measured?.file?.fileId ?? wholePerson?.fileId ?? null,
      features: measured?.file ? measured.features : null,
    });
    return 'completed';
  } catch (caught) {
    // Photos that show no drawing will not show one on a retry: the parent is asked for new ones.
    const notADrawing = row.wholePersonDrawing ? CHECKPOINT_MESSAGES.wholePersonNotADrawing : CHECKPOINT_MESSAGES.noDrawings;
    const error = findNotADrawing(caught) ? new AiTaskError(notADrawing(checkpointNumber), { retryable: false, cause: caught }) : caught;
    const cannotSucceedLater = error instanceof AiTaskError && !error.retryable;
    if (!cannotSucceedLater && meta.retryCount < evaluateCheckpointJob.retryLimit) {
      logger.warn({ err: error, planId, checkpointNumber, retryCount: meta.retryCount }, 'checkpoint evaluation failed; the queue will retry');
      throw error;
    }
    logger.error({ err: error, planId, checkpointNumber }, 'checkpoint evaluation gave up');
    // AiTaskError messages are written for parents; anything else gets the generic text.
    const message = error instanceof AiTaskError ? error.message : CHECKPOINT_MESSAGES.evaluationFailed;
    await checkpointRepository.fail(db, planId, checkpointNumber, message);
    return 'failed';
  }
}

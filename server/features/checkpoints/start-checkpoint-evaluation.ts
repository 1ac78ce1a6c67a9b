import type { Logger } from 'pino';
import { CHECKPOINT_MESSAGES, WEEKS_PER_CHECKPOINT, type Checkpoint } from '../../../contracts/checkpoints.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { fileRepository } from '../files/repository.ts';
import { discardFile, storeImage } from '../files/store-image.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { withMessageValues } from '../../platform/answer-message.ts';
import { evaluateCheckpointJob } from './evaluate-checkpoint-job.ts';
import { checkpointRepository, type CheckpointRow } from './repository.ts';
import { toCheckpoint } from './to-checkpoint.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import { checkpointNotReady } from './checkpoint-not-ready.ts';

export type StartCheckpointEvaluationOptions = {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  userId: string;
  planId: string;
  checkpointNumber: number;
  storage: FileStorage;
  /** Issue 21: the optional "whole person" drawing (the uploaded bytes). */
  wholePersonDrawing?: Buffer;
};

/** The parent's own plan, paid and set up; the multipart route asks before it reads the drawing. */
export async function checkCheckpointPlan({ db, userId, planId }: { db: Db; userId: string; planId: string }) {
  const plan = await checkpointRepository.findOwnedPlan(db, { planId, userId });
  if (!plan) throw notFound(messageKey('errors.plan.notFound'));
  if (!plan.isPaid || !plan.setupCompletedAt) throw new AppError('CONFLICT', messageKey('errors.checkpoint.planNotReady'));
  return plan;
}

/**
 * Spec 000 §4: a checkpoint is ready once the distinct completed weeks reach 4 × N. The row is
 * written as pending and the job enqueued after commit; asking again while it is pending
 * answers the same checkpoint, a completed one is refused, a failed one starts again.
 */
export async function startCheckpointEvaluation(options: StartCheckpointEvaluationOptions): Promise<{ message: string; checkpoint: Checkpoint }> {
  const { db, queue, logger, storage, userId, planId, checkpointNumber } = options;
  const plan = await checkCheckpointPlan({ db, userId, planId });

  // Re-encoded before the transaction (it takes a moment); removed again if the checkpoint does not start with it.
  const stored = options.wholePersonDrawing ? await storeImage({ db, storage, data: options.wholePersonDrawing, ownerId: userId, kind: 'drawing' }) : null;
  const drawing = stored && { fileId: stored.file.id };
  let replaced: string | null = null;
  let started: { row: CheckpointRow; isNew: boolean };
  try {
    started = await db.transaction(async (tx): Promise<{ row: CheckpointRow; isNew: boolean }> => {
      const existing = await checkpointRepository.find(tx, plan.id, checkpointNumber, { lock: true });
      if (existing?.status === 'completed')
        throw new AppError('CONFLICT', messageKey('errors.checkpoint.alreadyDone'), { values: { number: checkpointNumber } });
      if (existing?.status === 'pending') return { row: existing, isNew: false };
      const weeks = await checkpointRepository.completedWeeks(tx, plan.id);
      if (weeks < checkpointNumber * WEEKS_PER_CHECKPOINT) throw checkpointNotReady(checkpointNumber);
      const restarted = existing ? await checkpointRepository.restartFailed(tx, plan.id, checkpointNumber, drawing) : null;
      if (restarted) replaced = existing?.drawingFileId ?? null;
      const row = restarted ?? (existing ? null : await checkpointRepository.insertPending(tx, plan.id, checkpointNumber, drawing));
      if (row) return { row, isNew: true };
      // Another request started it between our read and write: answer that one.
      const current = await checkpointRepository.find(tx, plan.id, checkpointNumber);
      if (!current) throw new Error('checkpoint vanished while being started');
      return { row: current, isNew: false };
    });
  } catch (error) {
    if (stored) await discardFile({ db, storage, file: stored.file });
    throw error;
  }
  const { row, isNew } = started;
  if (stored && !isNew) await discardFile({ db, storage, file: stored.file });
  // The earlier try's whole-person drawing, now replaced or left out: nothing refers to it any more.
  if (replaced && replaced !== drawing?.fileId) {
    const old = await fileRepository.findOwned(db, replaced, userId);
    if (old) await discardFile({ db, storage, file: old });
  }

  if (isNew) {
    try {
      await queue.enqueue(evaluateCheckpointJob, { planId: plan.id, checkpointNumber });
    } catch (error) {
      // Never leave a pending checkpoint that no job will finish.
      logger.error({ err: error, planId, checkpointNumber }, 'could not enqueue the checkpoint evaluation');
      await checkpointRepository.fail(db, plan.id, checkpointNumber, CHECKPOINT_MESSAGES.evaluationFailed);
      throw new AppError('UNAVAILABLE', messageKey('errors.checkpoint.evaluationFailed'), { cause: error });
    }
  }
  return withMessageValues({ message: messageKey('answers.checkpoint.started'), checkpoint: toCheckpoint(row) }, { number: checkpointNumber });
}

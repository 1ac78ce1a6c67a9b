import { WEEKS_PER_CHECKPOINT } from '../../../contracts/checkpoints.ts';
import type { TaskKind } from '../../../contracts/tasks.ts';
import type { DbOrTx, Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { checkCheckpointPlan } from '../checkpoints/start-checkpoint-evaluation.ts';
import { checkpointRepository } from '../checkpoints/repository.ts';
import { taskResultRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import { checkpointNotReady } from '../checkpoints/checkpoint-not-ready.ts';

export type TaskPlace = { planId?: string; checkpointNumber?: number };

/**
 * Where a task is being stored, checked before its photo is read: a plan only for its signed-in
 * owner, paid and set up (404 / 409 like the checkpoints); a checkpoint only once it has opened,
 * and only while it has no task of this kind yet — one per checkpoint, corrected rather than
 * replaced (409), so what a checkpoint said is never silently swapped for a later try.
 */
export async function checkTaskPlace(db: Db, { userId, task, place }: { userId: string | null; task: TaskKind; place: TaskPlace }): Promise<void> {
  if (!place.planId) return;
  if (!userId) throw unauthorized();
  const plan = await checkCheckpointPlan({ db, userId, planId: place.planId });
  if (place.checkpointNumber === undefined) return;
  const weeks = await checkpointRepository.completedWeeks(db, plan.id);
  if (weeks < place.checkpointNumber * WEEKS_PER_CHECKPOINT) throw checkpointNotReady(place.checkpointNumber);
  await assertCheckpointFree(db, { planId: plan.id, checkpointNumber: place.checkpointNumber, task });
}

export async function assertCheckpointFree(db: DbOrTx, key: { planId: string; checkpointNumber: number; task: TaskKind }): Promise<void> {
  if (await taskResultRepository.findAtCheckpoint(db, key))
    throw new AppError('CONFLICT', messageKey('errors.task.checkpointTaken'), { values: { number: key.checkpointNumber } });
}

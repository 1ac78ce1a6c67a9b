import type { TaskResult } from '../../../contracts/tasks.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { checkpointRepository } from '../checkpoints/repository.ts';
import { taskResultRepository } from './repository.ts';
import { toTaskResult } from './to-task-result.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';

/** The parent's plan's tasks, oldest first, each compared with the one of its kind before it. */
export async function listPlanTasks({ db, userId, planId, t }: { db: Db; userId: string; planId: string; t: Translator }): Promise<TaskResult[]> {
  const plan = await checkpointRepository.findOwnedPlan(db, { planId, userId });
  if (!plan) throw notFound(messageKey('errors.plan.notFound'));
  const rows = await taskResultRepository.listOfPlan(db, plan.id);
  return rows.map((row, i) => toTaskResult(row, rows.slice(0, i).findLast((earlier) => earlier.task === row.task) ?? null, t));
}

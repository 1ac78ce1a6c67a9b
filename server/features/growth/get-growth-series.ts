import type { GrowthSeriesResponse } from '../../../contracts/growth.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { taskResultRepository } from '../tasks/repository.ts';
import { growthSeries } from './growth-series.ts';
import { growthTaskPoints } from './growth-task-points.ts';
import { growthRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type GetGrowthSeriesOptions = { db: Db; userId: string; planId: string };

/** The parent's plan's growth series; another parent's plan is "not found", like every plan read. */
export async function getGrowthSeries({ db, userId, planId }: GetGrowthSeriesOptions): Promise<GrowthSeriesResponse> {
  const plan = await growthRepository.ownedPlan(db, { planId, userId });
  if (!plan) throw notFound(messageKey('errors.plan.notFound'));
  const [attempts, challenges, checkpoints, tasks] = await Promise.all([
    growthRepository.attemptsOf(db, plan.id),
    growthRepository.challengesOf(db, plan.id),
    growthRepository.completedCheckpointsOf(db, plan.id),
    taskResultRepository.listOfPlan(db, plan.id),
  ]);
  return { ...growthSeries({ plan, attempts, challenges, checkpoints }), tasks: growthTaskPoints(tasks) };
}

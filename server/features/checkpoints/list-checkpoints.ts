import type { Checkpoint } from '../../../contracts/checkpoints.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { planRepository } from '../plans/repository.ts';
import { checkpointRepository } from './repository.ts';
import { toCheckpoint } from './to-checkpoint.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type ListCheckpointsOptions = { db: Db; userId: string; planId: string };

/** The plan's stored checkpoints, by number; another parent's plan is "not found". */
export async function listCheckpoints({ db, userId, planId }: ListCheckpointsOptions): Promise<Checkpoint[]> {
  // Polled every 5 s while the plan page is open: a light ownership check, then one prepared list.
  if (!(await planRepository.isOwned(db, { planId, userId }))) throw notFound(messageKey('errors.plan.notFound'));
  return (await checkpointRepository.listOfPlan(db, planId)).map(toCheckpoint);
}

import { PLAN_NOT_FOUND_MESSAGE } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { planRepository } from './repository.ts';

export type DeletePlanOptions = { db: Db; userId: string; planId: string };

/**
 * Spec 000 §4: deleting a paid plan archives it, an unpaid one is removed for good. Each step
 * is one conditional statement, so a payment landing at the same moment turns the delete into
 * an archive instead of removing a paid plan.
 */
export async function deletePlan({ db, userId, planId }: DeletePlanOptions): Promise<{ archived: boolean }> {
  if (await planRepository.deleteUnpaid(db, { planId, userId })) return { archived: false };
  if (await planRepository.archivePaid(db, { planId, userId })) return { archived: true };
  throw notFound(PLAN_NOT_FOUND_MESSAGE);
}

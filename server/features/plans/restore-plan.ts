import type { Plan } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { getPlan } from './get-plan.ts';
import { planRepository } from './repository.ts';

export type RestorePlanOptions = { db: Db; userId: string; planId: string };

/**
 * An archived plan back among the active ones, with everything it kept. Kritzel sets no limit
 * on a parent's active plans, so restoring never has to refuse one. Restoring a plan that is
 * already active changes nothing (a second tap, a second tab); another parent's plan is "not
 * found" (getPlan), as every plan call answers it.
 */
export async function restorePlan({ db, userId, planId }: RestorePlanOptions): Promise<Plan> {
  await planRepository.restoreArchived(db, { planId, userId });
  return getPlan({ db, userId, planId });
}

import { type Plan, type UpdatePlanRequest } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { getPlan } from './get-plan.ts';
import { planRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type UpdatePlanOptions = { db: Db; userId: string; planId: string; changes: UpdatePlanRequest };

/**
 * The parent renames the child, and corrects the birth date while the plan is not yet set up.
 * From setup on the birth date stays: the baseline estimate and the 26 weeks were made for the
 * age it gave. The check and the change share one transaction on the locked row, so a setup
 * finishing at the same moment cannot slip between them, and a refusal changes nothing.
 */
export async function updatePlan({ db, userId, planId, changes }: UpdatePlanOptions): Promise<Plan> {
  const key = { planId, userId };
  await db.transaction(async (tx) => {
    const plan = await planRepository.lockOwned(tx, key);
    if (!plan) throw notFound(messageKey('errors.plan.notFound'));
    const { childName, birthMonth, birthYear } = changes;
    const birthChanges = birthMonth !== undefined && (birthMonth !== plan.birthMonth || birthYear !== plan.birthYear);
    if (birthChanges && plan.setupCompletedAt !== null) throw new AppError('CONFLICT', messageKey('errors.plan.birthDateFixed'));
    await planRepository.updateChildDetails(tx, key, { childName, ...(birthChanges ? { birthMonth, birthYear } : {}) });
  });
  return getPlan({ db, userId, planId });
}

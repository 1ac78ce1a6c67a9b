import type { Plan } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { planRepository } from './repository.ts';
import { toPlanView } from './to-plan.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type GetPlanOptions = { db: Db; userId: string; planId: string };

/** One of the parent's plans; someone else's id is "not found", so ids cannot be probed. */
export async function getPlan({ db, userId, planId }: GetPlanOptions): Promise<Plan> {
  const row = await planRepository.findOwnedView(db, { planId, userId });
  if (!row) throw notFound(messageKey('errors.plan.notFound'));
  return toPlanView(row);
}

import type { Plan } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { planRepository } from './repository.ts';
import { toPlanView } from './to-plan.ts';

/** The parent's archived plans, last archived first: the dashboard lists them to restore. */
export async function listArchivedPlans({ db, userId }: { db: Db; userId: string }): Promise<Plan[]> {
  return (await planRepository.listArchivedViews(db, userId)).map(toPlanView);
}

import type { Plan } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { planRepository } from './repository.ts';
import { toPlanView } from './to-plan.ts';

export type ListPlansOptions = { db: Db; userId: string };

/** The parent's own plans, archived ones hidden, newest first. */
export async function listPlans({ db, userId }: ListPlansOptions): Promise<Plan[]> {
  return (await planRepository.listActiveViews(db, userId)).map(toPlanView);
}

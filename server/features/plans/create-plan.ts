import type { Db } from '../../db/client.ts';
import { planRepository } from './repository.ts';

export type CreatePlanOptions = { db: Db; userId: string; childName: string };

/** A new plan starts unpaid; payment or a voucher activates it. */
export async function createPlan({ db, userId, childName }: CreatePlanOptions): Promise<{ planId: string }> {
  const plan = await planRepository.insert(db, { userId, childName: childName.trim() });
  return { planId: plan.id };
}

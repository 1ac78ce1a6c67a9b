import type { CheckpointPlan } from './repository.ts';

const MONTH_MS = (365.25 / 12) * 24 * 60 * 60 * 1000;

/** The child's age in months today: the age given at setup plus the months since. */
export function childAgeNow(plan: Pick<CheckpointPlan, 'baselineChildAge' | 'setupCompletedAt'>, now = new Date()): number | undefined {
  if (plan.baselineChildAge === null) return undefined;
  const since = plan.setupCompletedAt ? Math.max(0, Math.floor((now.getTime() - plan.setupCompletedAt.getTime()) / MONTH_MS)) : 0;
  return plan.baselineChildAge + since;
}

import { ageInMonths, calendarDate } from '../../../contracts/child-age.ts';
import type { PlanRow } from './repository.ts';

/**
 * The child's age in months today: the age given at setup plus the whole calendar months since
 * (the same count the parent's screens make from a birth date), never counting backwards.
 */
export function childAgeNow(plan: Pick<PlanRow, 'baselineChildAge' | 'setupCompletedAt'>, now = new Date()): number | undefined {
  if (plan.baselineChildAge === null) return undefined;
  if (!plan.setupCompletedAt) return plan.baselineChildAge;
  const since = ageInMonths(calendarDate(plan.setupCompletedAt, 'utc'), calendarDate(now, 'utc'));
  return plan.baselineChildAge + Math.max(0, since);
}

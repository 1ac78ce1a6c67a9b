import type { Plan } from '../../../../contracts/plans';
import { hasPlanData } from './plan-status';

/** From setup on the birth date stays: the baseline estimate and the 26 weeks were made for that age. */
export function birthDateFixed(plan: Pick<Plan, 'baselineChildAge' | 'planData'>): boolean {
  return plan.baselineChildAge !== null || hasPlanData(plan);
}

/** "March 2019" ("März 2019"), in the page's language, or null while the parent has not given one. */
export function birthDateText(plan: Pick<Plan, 'birthMonth' | 'birthYear'>, locale = 'en'): string | null {
  if (plan.birthMonth === null || plan.birthYear === null || plan.birthMonth < 1 || plan.birthMonth > 12) return null;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(plan.birthYear, plan.birthMonth - 1, 1));
}

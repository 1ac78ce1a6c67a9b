import type { Plan } from '../../../../contracts/plans';
import { MONTH_NAMES } from '@/lib/birth-month';
import { hasPlanData } from './plan-status';

/** From setup on the birth date stays: the baseline estimate and the 26 weeks were made for that age. */
export function birthDateFixed(plan: Pick<Plan, 'baselineChildAge' | 'planData'>): boolean {
  return plan.baselineChildAge !== null || hasPlanData(plan);
}

/** "March 2019", or null while the parent has not given one. */
export function birthDateText(plan: Pick<Plan, 'birthMonth' | 'birthYear'>): string | null {
  const month = plan.birthMonth === null ? undefined : MONTH_NAMES[plan.birthMonth - 1];
  return month && plan.birthYear !== null ? `${month} ${plan.birthYear}` : null;
}

/** A date on a plan ("Mar 5, 2026"), in the parent's time zone. */
export function planDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

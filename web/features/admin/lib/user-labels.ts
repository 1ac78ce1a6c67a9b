import { planDisplayState, type AdminPlanSummary, type AdminUserDetail, type PlanDisplayState } from '../../../../contracts/admin';

/** Spec 001 §4 user plan display state, with the crayon colours' meanings. */
export const PLAN_STATE: Record<PlanDisplayState, { label: string; className: string }> = {
  completed: { label: 'Completed', className: 'border-leaf/60 text-leaf' },
  active: { label: 'Active', className: 'border-sky/60 text-sky' },
  paid: { label: 'Paid', className: 'border-sunflower/60 text-sunflower' },
  unpaid: { label: 'Unpaid', className: 'border-border text-muted' },
};

export const planStateLook = (plan: AdminPlanSummary) => PLAN_STATE[planDisplayState(plan)];

/** Spec 001 §2 defaults: a plan without a type is a drawing plan, and one without a week is in week 1. */
export function planType(plan: Pick<AdminPlanSummary, 'type'>): string {
  // The server stores types as lower-case words ('drawing'); the list shows them as names.
  const type = plan.type?.trim() || 'drawing';
  return type.charAt(0).toUpperCase() + type.slice(1);
}
export const planWeek = (plan: Pick<AdminPlanSummary, 'currentWeek'>) => plan.currentWeek ?? 1;

export function userName(user: Pick<AdminUserDetail, 'firstName' | 'lastName' | 'name'>): string {
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return full || user.name.trim() || 'Not provided';
}

export const purchaseStatus = (hasPurchasedPlan: boolean) => (hasPurchasedPlan ? 'Paid Customer' : 'Free User');

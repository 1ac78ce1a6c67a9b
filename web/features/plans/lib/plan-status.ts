import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import type { Plan } from '../../../../contracts/plans';
import { i18nStore } from '@/i18n/i18n-store';

export type PlanBadge = 'Completed' | 'Pending Payment' | 'Setup Incomplete' | 'Active';
export type PlanAction = 'Complete Payment' | 'Complete Setup' | 'View Progress';

/** Each badge and action in the page's language. */
export const PLAN_BADGE_KEYS: Record<PlanBadge, MessageKey> = {
  Completed: 'plans.badge.completed',
  'Pending Payment': 'plans.badge.pendingPayment',
  'Setup Incomplete': 'plans.badge.setupIncomplete',
  Active: 'plans.badge.active',
};
export const PLAN_ACTION_KEYS: Record<PlanAction, MessageKey> = {
  'Complete Payment': 'plans.action.completePayment',
  'Complete Setup': 'plans.action.completeSetup',
  'View Progress': 'plans.action.viewProgress',
};

/** The spec's default when a plan does not say how many weeks it has. */
export const DEFAULT_TOTAL_CHALLENGES = 26;

/** The spec allows planData as an object or a JSON string; an empty value means "not set up". */
export function hasPlanData(plan: Pick<Plan, 'planData'>): boolean {
  const data: unknown = plan.planData;
  if (data === null || data === undefined || data === '') return false;
  return true;
}

/** Spec 000 §4, plan card badge: the first rule that matches wins. */
export function planBadge(plan: Pick<Plan, 'isCompleted' | 'isPaid' | 'planData'>): PlanBadge {
  if (plan.isCompleted) return 'Completed';
  if (!plan.isPaid) return 'Pending Payment';
  if (!hasPlanData(plan)) return 'Setup Incomplete';
  return 'Active';
}

export function planAction(plan: Pick<Plan, 'isPaid' | 'planData'>): PlanAction {
  if (!plan.isPaid) return 'Complete Payment';
  if (!hasPlanData(plan)) return 'Complete Setup';
  return 'View Progress';
}

/** Where a card click leads: the payment dialog, or a page. */
export type PlanDestination = { kind: 'payment' } | { kind: 'page'; href: string };

export function planDestination(plan: Pick<Plan, 'id' | 'isPaid' | 'planData'>): PlanDestination {
  if (!plan.isPaid) return { kind: 'payment' };
  const id = encodeURIComponent(plan.id);
  return { kind: 'page', href: hasPlanData(plan) ? `/plans/${id}` : `/plans/${id}/setup` };
}

/** Paid plans are archived (kept, hidden); unpaid ones are deleted for good. */
export function removalKind(plan: Pick<Plan, 'isPaid'>): 'archive' | 'delete' {
  return plan.isPaid ? 'archive' : 'delete';
}

/** The child's name, or "My Child" in the page's language while the plan has none. */
export function childDisplayName(plan: { childName?: string | null; child_name?: string | null }, t: Translator = i18nStore.get().t): string {
  const name = (plan.childName ?? plan.child_name ?? '').trim();
  return name || t('plans.myChild');
}

export interface PlanProgress {
  done: number;
  total: number;
  percent: number;
}

/** Only a paid plan with plan data shows progress (submissionCount of totalChallenges). */
export function planProgress(plan: Pick<Plan, 'isPaid' | 'planData' | 'submissionCount' | 'totalChallenges'>): PlanProgress | null {
  if (!plan.isPaid || !hasPlanData(plan)) return null;
  const total = plan.totalChallenges > 0 ? plan.totalChallenges : DEFAULT_TOTAL_CHALLENGES;
  const done = Math.min(Math.max(plan.submissionCount, 0), total);
  return { done, total, percent: Math.round((done / total) * 100) };
}

/** Active Plans (not completed, not archived) and Completed Plans, newest first as served. */
export function splitPlans<T extends Pick<Plan, 'isCompleted' | 'isArchived'>>(plans: readonly T[]) {
  const visible = plans.filter((p) => !p.isArchived);
  return { active: visible.filter((p) => !p.isCompleted), completed: visible.filter((p) => p.isCompleted) };
}

/** Whether the server already holds this plan's first drawing (a plan bought from a free analysis). */
export function hasStartingDrawing(plan: Pick<Plan, 'hasBaselineDrawing'>): boolean {
  return plan.hasBaselineDrawing;
}

import type { Plan, PlanChallenge } from '../../../../contracts/plans';
import { errorStatus } from '@/lib/api';
import { usePlan } from '@/lib/use-plan';

/** A week number from the address: 1–26, or null for anything else ("abc", "0", "27"). */
export function parseWeekNumber(raw: string | undefined, fallback?: number): number | null {
  if (raw === undefined || raw === '') return fallback ?? null;
  if (!/^\d+$/.test(raw)) return null;
  const week = Number(raw);
  return week >= 1 && week <= 26 ? week : null;
}

/** The spec allows planData as an object or a JSON string, with plan.challenges as a fallback. */
export function planChallenges(plan: Plan): PlanChallenge[] {
  const raw: unknown = plan.planData;
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
  }
  const fromData = data && typeof data === 'object' && 'challenges' in data ? (data as { challenges: unknown }).challenges : undefined;
  const fallback = (plan as Plan & { challenges?: unknown }).challenges;
  const list = Array.isArray(fromData) ? fromData : Array.isArray(fallback) ? fallback : [];
  return list as PlanChallenge[];
}

export function findChallenge(plan: Plan, week: number | null): PlanChallenge | null {
  if (week === null) return null;
  return planChallenges(plan).find((c) => c.week === week) ?? null;
}

export type PlanChallengeState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'plan-not-found' }
  | { status: 'challenge-not-found'; plan: Plan }
  | { status: 'ready'; plan: Plan; challenge: PlanChallenge };

/** One week's challenge of a plan, for the preparation helper and the interactive session. */
export function usePlanChallenge(planId: string, week: number | null): PlanChallengeState {
  const query = usePlan(planId, { enabled: planId !== '' });
  if (planId === '') return { status: 'plan-not-found' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const status = errorStatus(query.error);
    // A plan of another parent answers 404 as well: to this parent it does not exist.
    return status === 404 || status === 400 ? { status: 'plan-not-found' } : { status: 'error', retry: () => void query.refetch() };
  }
  const plan = query.data.plan;
  const challenge = findChallenge(plan, week);
  return challenge ? { status: 'ready', plan, challenge } : { status: 'challenge-not-found', plan };
}

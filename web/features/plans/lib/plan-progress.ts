import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Plan, PlanChallenge } from '../../../../contracts/plans';
import type { Submission } from '../../../../contracts/submissions';
import { TOTAL_CHALLENGES } from '../../../../contracts/plans';
import { attemptOffer, attemptsOfWeek, currentWeek, type AttemptOffer } from '@/features/submissions';

/**
 * The spec allows planData as an object or a JSON string, with plan.challenges as a fallback
 * (spec 000 §3). Anything unreadable is treated as "no challenges" rather than a crash.
 */
export function planChallenges(plan: Plan & { challenges?: unknown }): PlanChallenge[] {
  let data: unknown = plan.planData;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = null;
    }
  }
  const fromData = data && typeof data === 'object' && 'challenges' in data ? (data as { challenges: unknown }).challenges : undefined;
  const list = Array.isArray(fromData) ? fromData : Array.isArray(plan.challenges) ? plan.challenges : [];
  return (list as PlanChallenge[]).slice().sort((a, b) => a.week - b.week);
}

export type WeekStatus = 'completed' | 'pending' | 'failed' | 'current' | 'open' | 'locked';

export const WEEK_STATUS_LABELS: Record<WeekStatus, MessageKey> = {
  completed: 'plans.status.completed',
  pending: 'plans.status.pending',
  failed: 'plans.status.failed',
  current: 'plans.status.current',
  open: 'plans.status.open',
  locked: 'plans.status.locked',
};

export interface TimelineRow {
  challenge: PlanChallenge;
  status: WeekStatus;
  /** Every attempt at this week, newest first. */
  attempts: Submission[];
  /** Another attempt ("Submit again (attempt 2 of 3)"), or that all are used. */
  offer: AttemptOffer;
  /** The newest attempt for this week, if any. */
  latest: Submission | undefined;
  /** The newest attempt whose evaluation completed: its feedback is what Feedback Details shows. */
  completed: Submission | undefined;
  /** Retry only when the newest attempt failed and the server says it may be retried. */
  canRetry: boolean;
}

export interface PlanProgressSummary {
  /** Highest submitted week + 1 (at least 1); 27 once all 26 have been sent. */
  week: number;
  /** "Challenge N of 26": the current week, capped at 26. */
  challengeNumber: number;
  /** Distinct weeks with a completed evaluation. */
  completedWeeks: number;
  allDone: boolean;
  rows: TimelineRow[];
  /** When the newest attempt was sent, or null before the first: the weekly rhythm counts from it. */
  lastSentAt: string | null;
}

export function summarisePlan(plan: Plan, submissions: readonly Submission[]): PlanProgressSummary {
  const week = currentWeek(submissions.map((s) => s.weekNumber));
  const completedWeeks = new Set(submissions.filter((s) => s.evaluationStatus === 'completed').map((s) => s.weekNumber)).size;

  const rows = planChallenges(plan).map((challenge): TimelineRow => {
    const attempts = attemptsOfWeek(submissions, challenge.week);
    const latest = attempts[0];
    const completed = attempts.find((s) => s.evaluationStatus === 'completed');
    const canRetry = latest?.evaluationStatus === 'failed' && latest.retryable;
    const status = weekStatus(challenge.week, week, latest, completed);
    return { challenge, status, attempts, offer: attemptOffer(attempts), latest, completed, canRetry };
  });

  return {
    week,
    challengeNumber: Math.min(week, TOTAL_CHALLENGES),
    completedWeeks,
    allDone: plan.isCompleted || week > TOTAL_CHALLENGES,
    rows,
    lastSentAt: submissions.reduce<string | null>((newest, s) => (newest === null || s.createdAt > newest ? s.createdAt : newest), null),
  };
}

function weekStatus(week: number, current: number, latest: Submission | undefined, completed: Submission | undefined): WeekStatus {
  // The newest attempt decides while it is being analysed or has failed, so a retry is visible.
  if (latest?.evaluationStatus === 'pending') return 'pending';
  if (latest?.evaluationStatus === 'failed' && !completed) return 'failed';
  if (completed) return 'completed';
  if (week === current) return 'current';
  return week > current ? 'locked' : 'open';
}

/** The challenge the parent works on now, or undefined once all 26 are done. */
export function currentChallenge(summary: PlanProgressSummary): PlanChallenge | undefined {
  if (summary.allDone) return undefined;
  return summary.rows.find((row) => row.challenge.week === summary.week)?.challenge;
}

export function percentOf(done: number, total = TOTAL_CHALLENGES): number {
  return Math.round((Math.min(done, total) / total) * 100);
}

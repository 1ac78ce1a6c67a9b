import { MAX_ATTEMPTS_PER_WEEK, type Submission } from '../../../../contracts/submissions';

type Attempt = Pick<Submission, 'attemptNumber' | 'createdAt' | 'evaluationStatus'>;

/** Newest attempt first (the server numbers them; the date breaks a tie in data from elsewhere). */
export function newestAttemptFirst(a: Attempt, b: Attempt): number {
  return b.attemptNumber - a.attemptNumber || b.createdAt.localeCompare(a.createdAt);
}

/** Every attempt at one week of the plan, newest first. */
export function attemptsOfWeek<T extends Attempt & Pick<Submission, 'weekNumber'>>(submissions: readonly T[], week: number): T[] {
  return submissions.filter((s) => s.weekNumber === week).sort(newestAttemptFirst);
}

/**
 * What a week offers once it has been sent (spec 001 §2 FAQ: up to 3 attempts per challenge):
 * another attempt with its number, or plainly that all are used. Nothing while the newest
 * attempt is still being analysed (its feedback is on the way), nor for a week not yet sent.
 */
export type AttemptOffer = { kind: 'again'; next: number } | { kind: 'used' } | { kind: 'none' };

export function attemptOffer(attempts: readonly Attempt[]): AttemptOffer {
  if (attempts.length === 0) return { kind: 'none' };
  const newest = [...attempts].sort(newestAttemptFirst)[0]!;
  if (newest.attemptNumber >= MAX_ATTEMPTS_PER_WEEK) return { kind: 'used' };
  if (newest.evaluationStatus === 'pending') return { kind: 'none' };
  return { kind: 'again', next: newest.attemptNumber + 1 };
}

/** The weekly submission screen for this week (spec 000 §2). */
export const submitWeekPath = (planId: string, week: number) => `/plans/${encodeURIComponent(planId)}/submit/${week}`;

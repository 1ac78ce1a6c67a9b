import { describe, expect, it } from 'vitest';
import { submissionFixture } from '../../../../test/web-plan-fixtures';
import { completedWeeks, setUpPlan } from '../plan-page-fixtures';
import { currentChallenge, percentOf, planChallenges, summarisePlan } from './plan-progress';
import { visibleRows } from './timeline';

describe('summarisePlan', () => {
  it('starts at week 1: week 1 current, the rest locked', () => {
    const summary = summarisePlan(setUpPlan(), []);
    expect(summary).toMatchObject({ week: 1, challengeNumber: 1, completedWeeks: 0, allDone: false });
    expect(summary.rows.map((r) => r.status).slice(0, 3)).toEqual(['current', 'locked', 'locked']);
    expect(summary.rows).toHaveLength(26);
    expect(currentChallenge(summary)?.week).toBe(1);
  });

  it('current week = highest submitted week + 1, with pending and failed weeks labelled', () => {
    const submissions = [
      ...completedWeeks(2),
      submissionFixture({ weekNumber: 3, evaluationStatus: 'pending' }),
      submissionFixture({ weekNumber: 4, evaluationStatus: 'failed', retryable: true, evaluationError: 'Timed out' }),
    ];
    const summary = summarisePlan(setUpPlan(), submissions);
    expect(summary.week).toBe(5);
    expect(summary.completedWeeks).toBe(2);
    expect(summary.rows.slice(0, 6).map((r) => r.status)).toEqual(['completed', 'completed', 'pending', 'failed', 'current', 'locked']);
    expect(summary.rows.map((r) => r.canRetry).filter(Boolean)).toHaveLength(1);
    expect(summary.rows[3]?.canRetry).toBe(true);
  });

  it('offers Retry only when the newest attempt failed and may be retried', () => {
    const notRetryable = summarisePlan(setUpPlan(), [submissionFixture({ evaluationStatus: 'failed', retryable: false })]);
    expect(notRetryable.rows[0]).toMatchObject({ status: 'failed', canRetry: false });
    const retriedLater = summarisePlan(setUpPlan(), [
      submissionFixture({ attemptNumber: 1, evaluationStatus: 'failed', retryable: true }),
      submissionFixture({ attemptNumber: 2, evaluationStatus: 'completed' }),
    ]);
    expect(retriedLater.rows[0]).toMatchObject({ status: 'completed', canRetry: false });
    expect(retriedLater.rows[0]?.completed?.attemptNumber).toBe(2);
  });

  it('keeps every attempt of a week, newest first, with what the week offers next', () => {
    const summary = summarisePlan(setUpPlan(), [
      submissionFixture({ weekNumber: 1, attemptNumber: 1 }),
      submissionFixture({ weekNumber: 1, attemptNumber: 2, evaluationStatus: 'failed' }),
      submissionFixture({ weekNumber: 2, attemptNumber: 1 }),
      submissionFixture({ weekNumber: 2, attemptNumber: 3 }),
      submissionFixture({ weekNumber: 2, attemptNumber: 2 }),
    ]);
    const [week1, week2, week3] = summary.rows;
    expect(week1?.attempts.map((s) => s.attemptNumber)).toEqual([2, 1]);
    expect(week1).toMatchObject({ status: 'completed', offer: { kind: 'again', next: 3 } });
    expect(week2?.attempts.map((s) => s.attemptNumber)).toEqual([3, 2, 1]);
    expect(week2?.offer).toEqual({ kind: 'used' });
    expect(week3).toMatchObject({ status: 'current', attempts: [], offer: { kind: 'none' } });
  });

  it('counts distinct completed weeks, not attempts', () => {
    const summary = summarisePlan(setUpPlan(), [...completedWeeks(1), submissionFixture({ weekNumber: 1, attemptNumber: 2 })]);
    expect(summary.completedWeeks).toBe(1);
    expect(percentOf(summary.completedWeeks)).toBe(4);
  });

  it('after week 26 it caps "Challenge N of 26" and congratulates', () => {
    const summary = summarisePlan(setUpPlan(), completedWeeks(26));
    expect(summary).toMatchObject({ week: 27, challengeNumber: 26, allDone: true, completedWeeks: 26 });
    expect(currentChallenge(summary)).toBeUndefined();
    expect(summarisePlan(setUpPlan({ isCompleted: true }), []).allDone).toBe(true);
  });

  it('Hide completed keeps only the weeks that still need the parent', () => {
    const rows = summarisePlan(setUpPlan(), completedWeeks(3)).rows;
    expect(visibleRows(rows, true)).toHaveLength(23);
    expect(visibleRows(rows, false)).toHaveLength(26);
  });
});

describe('planChallenges', () => {
  it('reads planData as an object, a JSON string, or plan.challenges', () => {
    const plan = setUpPlan();
    const challenges = plan.planData?.challenges ?? [];
    expect(planChallenges(plan)).toHaveLength(26);
    expect(planChallenges({ ...plan, planData: JSON.stringify({ challenges }) as never })).toHaveLength(26);
    expect(planChallenges({ ...plan, planData: null, challenges: challenges.slice(0, 2) })).toHaveLength(2);
    expect(planChallenges({ ...plan, planData: '{oops' as never })).toEqual([]);
  });
});

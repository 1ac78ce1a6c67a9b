import { describe, expect, it } from 'vitest';
import { feedbackScore } from '../../../../contracts/submissions';
import { submissionFixture } from '../../../../test/web-plan-fixtures';
import { i18nStore } from '@/i18n/i18n-store';
import { attemptOffer, attemptsOfWeek } from './attempts';

const attempt = (attemptNumber: number, evaluationStatus: 'pending' | 'completed' | 'failed' = 'completed', weekNumber = 1) =>
  submissionFixture({ weekNumber, attemptNumber, evaluationStatus });

describe('attemptOffer (up to 3 attempts a week)', () => {
  it('offers the next attempt with its number once the newest one is evaluated, failed or not', () => {
    expect(attemptOffer([attempt(1)])).toEqual({ kind: 'again', next: 2 });
    expect(attemptOffer([attempt(1), attempt(2, 'failed')])).toEqual({ kind: 'again', next: 3 });
    expect(i18nStore.get().t('submissions.attempts.submitAgainLabel', { next: 2, max: 3, week: 1 })).toBe('Submit again (attempt 2 of 3) for week 1');
  });

  it('says plainly when all three are used, even while the third is still being analysed', () => {
    expect(attemptOffer([attempt(3), attempt(1), attempt(2)])).toEqual({ kind: 'used' });
    expect(attemptOffer([attempt(1), attempt(2), attempt(3, 'pending')])).toEqual({ kind: 'used' });
    expect(i18nStore.get().t('submissions.attempts.allUsed', { max: 3 })).toBe('You have used all 3 attempts for this week.');
  });

  it('offers nothing for a week not sent yet, nor while its newest attempt is being analysed', () => {
    expect(attemptOffer([])).toEqual({ kind: 'none' });
    expect(attemptOffer([attempt(1), attempt(2, 'pending')])).toEqual({ kind: 'none' });
  });
});

describe('attemptsOfWeek', () => {
  it("keeps one week's attempts, newest first", () => {
    const list = [attempt(1, 'completed', 2), attempt(1), attempt(3), attempt(2)];
    expect(attemptsOfWeek(list, 1).map((s) => s.attemptNumber)).toEqual([3, 2, 1]);
    expect(attemptsOfWeek(list, 2)).toHaveLength(1);
    expect(attemptsOfWeek(list, 3)).toEqual([]);
  });
});

describe('feedbackScore (spec 000 §3: shown out of 10)', () => {
  it("reads the detailed format's score and the simple format's score or overallScore, to one decimal", () => {
    expect(feedbackScore({ score: 7 })).toBe(7);
    expect(feedbackScore({ overallScore: 8.25 })).toBe(8.3);
    expect(feedbackScore({ score: 0 })).toBe(0);
  });

  it('makes no score up: none, not a number, or outside 0–10 is null', () => {
    for (const feedback of [
      null,
      undefined,
      {},
      { error: 'failed', retryable: true },
      { score: '7' },
      { score: 70 },
      { overallScore: -1 },
      { score: Number.NaN },
    ]) {
      expect(feedbackScore(feedback)).toBeNull();
    }
  });
});

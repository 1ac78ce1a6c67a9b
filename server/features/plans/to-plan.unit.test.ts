import { describe, expect, it } from 'vitest';
import { Plan } from '../../../contracts/plans.ts';
import type { PlanChallengeRow, PlanRow } from './repository.ts';
import { localizePlan, toPlan } from './to-plan.ts';
import { tidyDrawingFeatures } from '../../providers/ai/local/drawing-features.fixture.ts';

const created = new Date('2026-03-01T10:00:00.000Z');
const row = (overrides: Partial<PlanRow> = {}): PlanRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u1',
  childName: 'Mia',
  isPaid: true,
  paidAt: created,
  isCompleted: false,
  isArchived: false,
  archivedAt: null,
  birthMonth: null,
  birthYear: null,
  drawingId: null,
  baselineFileId: null,
  setupCompletedAt: null,
  baselineCognitiveAge: null,
  baselineCognitiveAgeMin: null,
  baselineCognitiveAgeMax: null,
  baselineChildAge: null,
  baselineStrengths: null,
  baselineAreasForImprovement: null,
  baselineFeatures: null,
  createdAt: created,
  updatedAt: created,
  ...overrides,
});
const week = (n: number): PlanChallengeRow => ({
  id: `c${n}`,
  planId: 'p',
  week: n,
  challengeId: `lib-${n}`,
  title: `Week ${n}`,
  description: 'Draw.',
  skills: ['Lines'],
  instructions: ['Go'],
  estimatedTime: '15 minutes',
  difficulty: 2,
  skillTags: ['lines'],
  adaptedReason: n === 2 ? "Made a little easier after last week's feedback" : null,
  adaptedFromWeek: null,
  createdAt: created,
  updatedAt: created,
});

describe('toPlan', () => {
  it('has no plan data before setup, and the defaults the dashboard needs', () => {
    const plan = toPlan(row(), [], 0);
    expect(Plan.parse(plan)).toEqual(plan);
    expect(plan).toMatchObject({
      planData: null,
      submissionCount: 0,
      totalChallenges: 26,
      baselineAnalysisResults: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(plan.baselineCognitiveAgeRange).toBeNull();
  });

  it('serves the baseline range when both bounds are stored, and null for a plan set up before ranges', () => {
    const withRange = toPlan(row({ setupCompletedAt: created, baselineCognitiveAge: 60, baselineCognitiveAgeMin: 44, baselineCognitiveAgeMax: 81 }), [], 0);
    expect(Plan.parse(withRange).baselineCognitiveAgeRange).toEqual({ min: 44, max: 81 });
    expect(toPlan(row({ setupCompletedAt: created, baselineCognitiveAge: 60 }), [], 0).baselineCognitiveAgeRange).toBeNull();
  });

  it('lists the weeks in order with only the contract fields, and the baseline results', () => {
    const plan = toPlan(
      row({ setupCompletedAt: created, baselineCognitiveAge: 60, baselineChildAge: 62, baselineStrengths: ['a'], baselineAreasForImprovement: ['b'] }),
      [week(3), week(1), week(2)],
      4,
    );
    expect(plan.planData?.challenges.map((c) => c.week)).toEqual([1, 2, 3]);
    expect(Object.keys(plan.planData!.challenges[0]!).sort()).toEqual([
      'adaptedReason',
      'description',
      'difficulty',
      'estimatedTime',
      'instructions',
      'skillTags',
      'skills',
      'title',
      'week',
    ]);
    expect(plan.planData?.challenges[1]?.adaptedReason).toBe("Made a little easier after last week's feedback");
    expect(plan).toMatchObject({
      submissionCount: 4,
      baselineCognitiveAge: 60,
      baselineChildAge: 62,
      baselineAnalysisResults: { strengths: ['a'], areasForImprovement: ['b'] },
    });
  });

  it('says what the setup drawing shows, from its stored measurements (issue 32)', () => {
    const base = { setupCompletedAt: created, baselineCognitiveAge: 60, baselineStrengths: ['a'], baselineAreasForImprovement: ['b'] };
    const plan = toPlan(row({ ...base, baselineFeatures: tidyDrawingFeatures() }), [week(1)], 0);
    expect(plan.baselineAnalysisResults?.seen?.[0]).toBe('Lines that join up into closed shapes');
    expect(Plan.parse(plan).baselineAnalysisResults?.seen).toEqual(plan.baselineAnalysisResults?.seen);
    expect(toPlan(row(base), [week(1)], 0).baselineAnalysisResults).not.toHaveProperty('seen');
  });
});

describe('localizePlan', () => {
  it('says why a week was re-tuned in the reader’s language; a reason Kritzel did not write stays as stored', () => {
    const plan = toPlan(row({ setupCompletedAt: created }), [week(1), week(2), { ...week(3), adaptedReason: 'Tuned by the provider' }], 0);
    const reasons = (locale: 'en' | 'de' | 'es') => localizePlan(plan, locale).planData?.challenges.map((c) => c.adaptedReason);
    expect(reasons('en')).toEqual([null, "Made a little easier after last week's feedback", 'Tuned by the provider']);
    expect(reasons('de')).toEqual([null, 'Etwas leichter gemacht nach der Rückmeldung der letzten Woche', 'Tuned by the provider']);
    expect(reasons('es')).toEqual([null, 'Un poco más fácil tras la valoración de la semana pasada', 'Tuned by the provider']);
  });
});

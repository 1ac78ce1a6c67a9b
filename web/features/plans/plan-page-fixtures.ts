import type { Checkpoint } from '../../../contracts/checkpoints';
import type { Submission } from '../../../contracts/submissions';
import { planFixture } from '@/features/plans/test-fixtures';

/** A paid, set-up plan as GET /api/plans/{id}/data serves it. */
export const setUpPlan = (overrides: Parameters<typeof planFixture>[0] = {}) =>
  planFixture({
    isPaid: true,
    baselineCognitiveAge: 62,
    // Calibrated ranges are lopsided: 4 years 2 months to 6 years 8 months around 5 years 2 months.
    baselineCognitiveAgeRange: { min: 50, max: 80 },
    baselineChildAge: 66,
    baselineAnalysisResults: { strengths: ['Bold colours'], areasForImprovement: ['Closing shapes'] },
    ...overrides,
  });

export function submissionFixture(overrides: Partial<Submission> = {}): Submission {
  const id = overrides.id ?? `s-${overrides.weekNumber ?? 1}-${overrides.attemptNumber ?? 1}`;
  return {
    id,
    submissionId: id,
    planId: 'plan-1',
    weekNumber: 1,
    attemptNumber: 1,
    challengeTitle: 'Week 1 challenge',
    source: 'upload',
    childMood: '4',
    parentMood: null,
    activityEnjoyment: null,
    difficultyLevel: null,
    timeSpent: null,
    needsHelp: null,
    specificObservations: null,
    parentNotes: null,
    evaluationStatus: 'completed',
    aiFeedback: null,
    score: null,
    evaluationError: null,
    retryable: false,
    analysisData: null,
    imageUrl: `/api/files/${id}-img`,
    images: [{ id: `${id}-img`, imageUrl: `/api/files/${id}-img`, thumbUrl: `/api/files/${id}-thumb`, isPrimary: true }],
    recordingCount: 0,
    createdAt: '2026-02-01T00:00:00.000Z',
    evaluatedAt: null,
    ...overrides,
  };
}

export function checkpointFixture(overrides: Partial<Checkpoint> = {}): Checkpoint {
  return {
    checkpointNumber: 1,
    status: 'completed',
    cognitiveAge: 70,
    cognitiveAgeRange: { min: 60, max: 94 },
    analysis: {
      analysis: 'Shapes are closing up nicely.',
      strengths: ['Closed shapes'],
      developmentAreas: ['Proportions'],
      recommendations: ['Draw family portraits'],
    },
    error: null,
    evaluatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Weeks 1…n, each with one completed attempt. */
export const completedWeeks = (n: number) =>
  Array.from({ length: n }, (_, i) => submissionFixture({ weekNumber: i + 1, challengeTitle: `Week ${i + 1} challenge` }));

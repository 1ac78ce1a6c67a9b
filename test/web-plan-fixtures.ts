/**
 * A plan's attempts and checkpoints as the API serves them, for the tests of every web feature
 * that shows them (plans, submissions, checkpoints). They live here, not in one feature's folder,
 * so a feature's tests do not import another feature's files.
 */
import type { Checkpoint } from '../contracts/checkpoints';
import type { Submission } from '../contracts/submissions';

/** One attempt of a week, evaluated; its id and image follow its week and attempt number. */
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

/** The first checkpoint, evaluated. */
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

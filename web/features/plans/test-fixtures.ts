import type { Plan, PlanChallenge } from '../../../contracts/plans';

function challenge(week: number): PlanChallenge {
  return {
    week,
    title: `Week ${week} challenge`,
    description: 'Draw something you love.',
    skills: ['Observation'],
    instructions: ['Look closely', 'Draw slowly'],
    estimatedTime: '15 minutes',
    difficulty: 2,
    skillTags: ['observation'],
    adaptedReason: null,
  };
}

/** A plan as GET /api/plans serves it: by default unpaid and not set up. */
export function planFixture(overrides: Partial<Plan> = {}): Plan {
  const isPaid = overrides.isPaid ?? false;
  return {
    id: 'plan-1',
    childName: 'Mia',
    isPaid,
    isCompleted: false,
    isArchived: false,
    archivedAt: null,
    birthMonth: null,
    birthYear: null,
    planData: isPaid ? { challenges: Array.from({ length: 26 }, (_, i) => challenge(i + 1)) } : null,
    submissionCount: 0,
    totalChallenges: 26,
    baselineCognitiveAge: null,
    baselineCognitiveAgeRange: null,
    baselineChildAge: null,
    baselineAnalysisResults: null,
    hasBaselineDrawing: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

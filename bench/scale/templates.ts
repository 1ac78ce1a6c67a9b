import type { CheckpointResult, DetailedFeedback, DrawingFeatures, DrawingStage } from '../../contracts/analysis.ts';
import { generatePlanLocally } from '../../server/providers/ai/local/plan/index.ts';

/**
 * The JSON the seed copies into millions of rows, shaped by the contracts (so the seeded
 * family's pages answer as real ones do) and varied by the SQL where a number differs per row:
 * the markers below are replaced with each row's own value.
 */
export const MARK = { age: 1111111, score: 2222222 } as const;

/** A week's feedback as the local analyser writes it: about 1 KB, as in production. */
export function feedbackTemplate(): string {
  const feedback = {
    cognitiveAssessment: {
      estimatedCognitiveAge: MARK.age,
      cognitiveAgeRange: { min: MARK.age, max: MARK.age },
      strengths: ['Closed shapes drawn with care', 'A person with head, body, arms and legs'],
      areasForGrowth: ['Adding details such as hands and hair'],
    },
    visualAnalysis: {
      technicalSkills: ['Controlled lines', 'Shapes placed on a ground line'],
      creativity: 'Bright colours chosen freely, and a sun in the corner of the page.',
      progressThroughSession: 'Steady from start to finish, with more detail added at the end.',
    },
    interactionAnalysis: {
      parentChildDynamics: 'Relaxed and encouraging.',
      communicationPatterns: ['Named what was drawn', 'Told a short story about the picture'],
      learningApproach: 'Tries, then adds.',
    },
    recommendations: {
      immediate: ['Praise the effort, not the result'],
      nextWeek: ['Draw the family together, each person doing something'],
      parentGuidance: ['Ask open questions about the drawing', 'Keep crayons within reach'],
    },
    overallFeedback: 'A lovely drawing with clear shapes and a story of its own. The figures stand on the ground and the page is used well.',
    score: MARK.score,
  } satisfies DetailedFeedback;
  return JSON.stringify(feedback);
}

/** What the local analyser measures on a drawing. */
export function featuresTemplate(): string {
  const features = {
    width: 1600,
    height: 1200,
    paperFound: true,
    inkCoverage: 0.18,
    colorCount: 5,
    colors: ['#1d4ed8', '#dc2626', '#16a34a', '#facc15', '#111827'],
    strokeLength: 41.5,
    closedShapes: 7,
    shapes: { circle: 2, triangle: 1, rectangle: 2, other: 2 },
    straightLineShare: 0.42,
    symmetry: 0.61,
    pageUsage: 0.57,
    groundLine: true,
    skyBand: false,
    nestedShapes: 2,
    scribbleIndex: 0.12,
    lineLength: 9.4,
    lineEnds: 14,
    junctions: 6,
    separateMarks: 9,
  } satisfies DrawingFeatures;
  return JSON.stringify(features);
}

/** A checkpoint's written analysis. */
export function checkpointAnalysisTemplate(): string {
  const analysis = {
    analysis: 'Over these four weeks the drawings gained detail: figures now have hands and the scenes stand on a ground line.',
    strengths: ['Figures with body parts in place', 'Uses the whole page'],
    developmentAreas: ['Drawing people in proportion'],
    recommendations: ['Draw a favourite place together', 'Talk about what is near and far'],
  } satisfies CheckpointResult['analysis'];
  return JSON.stringify(analysis);
}

const PLAN_STAGES: { stage: DrawingStage; months: number }[] = [
  { stage: 'scribbling', months: 40 },
  { stage: 'pre-schematic', months: 60 },
  { stage: 'schematic', months: 84 },
  { stage: 'dawning-realism', months: 110 },
];

/** The local generator's 26 weeks for each drawing stage, as plan_challenges columns: the seed gives each plan one of them. */
export function planWeekTemplates(): string {
  return JSON.stringify(
    PLAN_STAGES.map(({ stage, months }) =>
      generatePlanLocally({ stage, cognitiveAgeMonths: months, childAgeMonths: months, areasForImprovement: ['Adding details such as hands and hair'] }).map(
        (c) => ({
          week: c.week,
          challenge_id: c.challengeId,
          title: c.title,
          description: c.description,
          skills: c.skills,
          instructions: c.instructions,
          estimated_time: c.estimatedTime,
          difficulty: c.difficulty,
          skill_tags: c.skillTags,
        }),
      ),
    ),
  );
}

import { z } from 'zod';
import { messageKey } from './i18n/keys.ts';

/** Lowenfeld's drawing stages, as the local analyser names them (see docs/decisions). */
export const DrawingStage = z.enum(['scribbling', 'pre-schematic', 'schematic', 'dawning-realism']);
export type DrawingStage = z.infer<typeof DrawingStage>;

export const Difficulty = z.enum(['easy', 'medium', 'hard']);
export type Difficulty = z.infer<typeof Difficulty>;

/** The landing page's challenges, plus `general` when none was chosen. */
export const FreeChallenge = z.enum(['shapes', 'draw-person', 'future-city', 'general']);
export type FreeChallenge = z.infer<typeof FreeChallenge>;

export const DevelopmentStatus = z.enum(['advanced', 'typical', 'behind']);
export type DevelopmentStatus = z.infer<typeof DevelopmentStatus>;

export { CHILD_AGE_MAX_MONTHS, CHILD_AGE_MIN_MONTHS } from './child-age.ts';

/** What the local analyser measured on the drawing; also the grounding given to an AI model. */
export const DrawingFeatures = z.object({
  width: z.number().int(),
  height: z.number().int(),
  paperFound: z.boolean(),
  inkCoverage: z.number().min(0).max(1),
  colorCount: z.number().int().min(0),
  colors: z.array(z.string()),
  strokeLength: z.number().min(0),
  closedShapes: z.number().int().min(0),
  shapes: z.object({ circle: z.number().int(), triangle: z.number().int(), rectangle: z.number().int(), other: z.number().int() }),
  straightLineShare: z.number().min(0).max(1),
  symmetry: z.number().min(0).max(1),
  pageUsage: z.number().min(0).max(1),
  groundLine: z.boolean(),
  skyBand: z.boolean(),
  nestedShapes: z.number().int().min(0),
  scribbleIndex: z.number().min(0).max(1),
  /** Line traced on the drawing's skeleton, in diagonals of the drawing's own bounding box. */
  lineLength: z.number().min(0),
  /** Free ends of lines (two per open stroke). */
  lineEnds: z.number().int().min(0),
  /** Places where three or more lines meet or cross. */
  junctions: z.number().int().min(0),
  /** Marks that do not touch each other. */
  separateMarks: z.number().int().min(0),
});
export type DrawingFeatures = z.infer<typeof DrawingFeatures>;

/** The months a drawing-age estimate likely lies between (its calibrated range). */
export const AgeRange = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });
export type AgeRange = z.infer<typeof AgeRange>;

/**
 * Issue 32: whether the drawing age was compared with the child's age at all. A status other than
 * 'typical' is possible only for 'compared': the child's age lies inside the ages the model was
 * calibrated on (contracts/vocabulary.ts CALIBRATED_AGE_MONTHS). For 'outside-calibrated-ages'
 * and 'no-age' the spec's developmentStatus stays 'typical' on the wire, and no page shows a status.
 */
export const AgeComparison = z.enum(['compared', 'outside-calibrated-ages', 'no-age']);
export type AgeComparison = z.infer<typeof AgeComparison>;

/** Spec 001 §3 "Analysis result", with the range and stage an estimate needs. */
export const AnalysisResult = z.object({
  cognitiveAge: z.number().int().min(0),
  cognitiveAgeRange: AgeRange,
  actualAge: z.number().int().min(0).optional(),
  developmentStatus: DevelopmentStatus,
  /** Issue 32; absent on results stored before it (read them as 'compared' when an age is known). */
  ageComparison: AgeComparison.optional(),
  stage: DrawingStage,
  /**
   * Issue 32: what the drawing shows, in plain words, from measurements that hold between a scan
   * and a phone photo of the same drawing ("Lines that join up into closed shapes", "3 colours:
   * red, blue and green"). Absent on results stored before it.
   */
  seen: z.array(z.string()).optional(),
  strengths: z.array(z.string()).min(1),
  areasForImprovement: z.array(z.string()).min(1),
});
export type AnalysisResult = z.infer<typeof AnalysisResult>;

/** Spec 000 §3 "Challenge". */
export const Challenge = z.object({
  week: z.number().int().min(1).max(26),
  title: z.string().min(1),
  description: z.string().min(1),
  skills: z.array(z.string()).min(1),
  instructions: z.array(z.string()).min(1),
  estimatedTime: z.string().min(1),
});
export type Challenge = z.infer<typeof Challenge>;

export const PlanPreview = z.object({
  challenges: z.array(z.object({ week: z.number().int(), title: z.string() })),
});
export type PlanPreview = z.infer<typeof PlanPreview>;

/** POST /api/drawings/analyze response. */
export const AnalyzeDrawingResponse = z.object({
  analysisResult: AnalysisResult,
  planPreview: PlanPreview,
  drawingId: z.string(),
});
export type AnalyzeDrawingResponse = z.infer<typeof AnalyzeDrawingResponse>;

/**
 * 202 from POST /api/drawings/analyze when many parents send drawings at once (issue 17), and
 * from GET /api/drawings/analyze/:ticket until the drawing has been looked at; that GET then
 * answers as the POST would have: 200 with AnalyzeDrawingResponse, or the same error.
 */
export const AnalysisInLine = z.object({
  /** `waiting` in line, or `analysing` (being looked at now). */
  status: z.enum(['waiting', 'analysing']),
  ticket: z.string(),
  /** The drawing's place in line: 1 is next; 0 while it is being analysed. */
  position: z.number().int().min(0),
  /** When to ask again. */
  pollAfterMs: z.number().int().min(0),
});
export type AnalysisInLine = z.infer<typeof AnalysisInLine>;

/** GET /api/drawings/analyze/:ticket for a ticket this server does not know (any more): 404. */
export const ANALYSIS_TICKET_NOT_FOUND_MESSAGE = "We couldn't find this analysis — it may have expired. Please analyze the drawing again.";
/** The line is as long as this server will hold: 503, try again shortly. */
export const ANALYSIS_LINE_FULL_MESSAGE = 'So many drawings are waiting right now that we cannot take yours. Please try again in a minute.';

/** The two messages above as keys (issue 37): an AppError with one is answered in the request's language. */
export const ANALYSIS_TICKET_NOT_FOUND_KEY = messageKey('freeAnalysis.errors.ticketNotFound');
export const ANALYSIS_LINE_FULL_KEY = messageKey('freeAnalysis.errors.lineFull');

/** Spec 000 §3 "Generated example variation". */
export const ExampleVariation = z.object({
  theme: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  materials: z.array(z.string()).min(1),
  colorSuggestions: z.array(z.string()).min(1),
});
export type ExampleVariation = z.infer<typeof ExampleVariation>;

/** Issue 32: did this week's drawing follow the challenge? The parent says, on the submit form. */
export const ChallengeFollowed = z.enum(['yes', 'partly', 'other']);
export type ChallengeFollowed = z.infer<typeof ChallengeFollowed>;

/**
 * Issue 32: one goal of the week's challenge and what the feedback says of it. `checkable` goals
 * are things a photo shows (wavy lines, a closed shape, several colours, a ground line…): `seen`
 * says whether this drawing shows them. Other goals (a fish, calm) a photo cannot show: `seen` is
 * null and `note` says so, or repeats the parent's words about it.
 */
export const ChallengeGoalResult = z.object({
  goal: z.string().min(1),
  checkable: z.boolean(),
  seen: z.boolean().nullable(),
  note: z.string().optional(),
});
export type ChallengeGoalResult = z.infer<typeof ChallengeGoalResult>;

/**
 * Issue 32: what a week's feedback rests on, kept with it: the parent's answer, the challenge's
 * goals and which were seen, what the drawing shows, whether the estimate was carried over from
 * an earlier drawing, and the measurements of the photo that spoke for the week (for progress,
 * which compares measurements, ADR 025).
 */
export const WeekObserved = z.object({
  followed: ChallengeFollowed.nullable(),
  /** The parent's words when the drawing was of something else ("our house and the two of us"). */
  drewInstead: z.string().optional(),
  goals: z.array(ChallengeGoalResult),
  /** Checkable goals the drawing shows, out of `goalsCheckable`; 0 of n when it was something else. */
  goalsShown: z.number().int().min(0),
  goalsCheckable: z.number().int().min(0),
  seen: z.array(z.string()),
  /** True when the week's estimate is an earlier one carried over: a gap on the growth chart. */
  estimateCarriedOver: z.boolean(),
  features: DrawingFeatures.optional(),
});
export type WeekObserved = z.infer<typeof WeekObserved>;

/** Spec 000 §3 aiFeedback, the detailed format the evaluation job writes. */
export const DetailedFeedback = z.object({
  error: z.string().optional(),
  retryable: z.boolean().optional(),
  cognitiveAssessment: z.object({
    estimatedCognitiveAge: z.number().int().min(0),
    /** The range the estimate stands for (calibrated; absent on results made before ranges). */
    cognitiveAgeRange: AgeRange.optional(),
    strengths: z.array(z.string()),
    areasForGrowth: z.array(z.string()),
  }),
  visualAnalysis: z.object({
    technicalSkills: z.array(z.string()),
    creativity: z.string(),
    progressThroughSession: z.string(),
  }),
  interactionAnalysis: z.object({
    parentChildDynamics: z.string(),
    communicationPatterns: z.array(z.string()),
    learningApproach: z.string(),
  }),
  recommendations: z.object({
    immediate: z.array(z.string()),
    nextWeek: z.array(z.string()),
    parentGuidance: z.array(z.string()),
  }),
  overallFeedback: z.string(),
  /**
   * Out of 10, used to adapt upcoming challenges. Since issue 32 it measures one defined, visible
   * thing: the share of the challenge's checkable goals the drawing shows (10 × shown / checkable),
   * and it is absent when the drawing was of something else or no goal could be checked.
   */
  score: z.number().min(0).max(10).optional(),
  /** Issue 32; absent on feedback made before it. */
  observed: WeekObserved.optional(),
});
export type DetailedFeedback = z.infer<typeof DetailedFeedback>;

/** Spec 000 §3 aiFeedback, the simple format (older results; rendered, never written). */
export const SimpleFeedback = z.object({
  score: z.number().optional(),
  overallScore: z.number().optional(),
  feedback: z.string().optional(),
  encouragement: z.string().optional(),
  encouragingMessage: z.string().optional(),
  strengths: z.array(z.string()).optional(),
  improvement: z.union([z.string(), z.array(z.string())]).optional(),
  nextSteps: z.union([z.string(), z.array(z.string())]).optional(),
  skillsAssessment: z.record(z.string(), z.object({ feedback: z.string() })).optional(),
  error: z.string().optional(),
});
export type SimpleFeedback = z.infer<typeof SimpleFeedback>;

/** Spec 000 §3 "Cognitive checkpoint". */
export const CheckpointResult = z.object({
  checkpointNumber: z.number().int().min(1).max(6),
  cognitiveAge: z.number().int().min(0),
  /** The range the estimate stands for (calibrated; absent on results made before ranges). */
  cognitiveAgeRange: AgeRange.optional(),
  analysis: z.object({
    analysis: z.string(),
    strengths: z.array(z.string()),
    developmentAreas: z.array(z.string()),
    recommendations: z.array(z.string()),
  }),
});
export type CheckpointResult = z.infer<typeof CheckpointResult>;

/** Parent observations sent with a submission (spec 000 §3 Submission). */
export const Observations = z.object({
  childMood: z.number().int().min(1).max(5).optional(),
  parentMood: z.number().int().min(1).max(5).optional(),
  activityEnjoyment: z.number().int().min(1).max(5).optional(),
  difficultyLevel: z.number().int().min(1).max(5).optional(),
  timeSpent: z.enum(['less-10', '10-20', '20-30', '30-45', '45-60', 'more-60']).optional(),
  needsHelp: z.string().optional(),
  specificObservations: z.string().optional(),
  parentNotes: z.string().optional(),
  /** Issue 32: did the drawing follow the challenge (yes / partly / something else)? */
  followedChallenge: ChallengeFollowed.optional(),
  /** Issue 32: with 'other', what the child drew instead, in the parent's words (≤ 200 characters). */
  drewInstead: z.string().max(200).optional(),
});
export type Observations = z.infer<typeof Observations>;

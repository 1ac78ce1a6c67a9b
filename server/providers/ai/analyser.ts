import type {
  AgeRange,
  AnalysisResult,
  Challenge,
  CheckpointResult,
  DetailedFeedback,
  Difficulty,
  DrawingFeatures,
  DrawingStage,
  ExampleVariation,
  FreeChallenge,
  Observations,
} from '../../../contracts/analysis.ts';
import type { PageLocale } from '../../../contracts/i18n/locales.ts';

/** A drawing the analyser looks at: the re-encoded display image (JPEG/PNG/WebP bytes). */
export type DrawingImage = { data: Buffer; mimeType: string };

export type AnalyzeDrawingInput = {
  image: DrawingImage;
  childAgeMonths?: number;
  difficulty: Difficulty;
  challenge: FreeChallenge;
  /** The language of the sentences (seen, strengths, next steps); English when absent. */
  locale?: PageLocale;
};
export type DrawingAnalysis = AnalysisResult & { features: DrawingFeatures };

export type PlanChallenge = Challenge & {
  /** Library id, so later adaptation can swap in an easier or harder sibling. */
  challengeId: string;
  difficulty: number;
  skillTags: string[];
};

export type GeneratePlanInput = {
  stage: DrawingStage;
  cognitiveAgeMonths: number;
  childAgeMonths?: number;
  areasForImprovement: string[];
  features?: DrawingFeatures;
};

export type EvaluateSubmissionInput = {
  images: DrawingImage[];
  challenge: Challenge;
  /** The week's library challenge id, when known: the library says whether it restricts the drawing. */
  challengeId?: string;
  weekNumber: number;
  childAgeMonths?: number;
  observations: Observations;
  transcripts: string[];
  /**
   * Every recording kept with the submission, transcribed or not (without a transcription service
   * there are none): required, so no caller can leave the recordings out and have them read as "none".
   */
  recordingCount: number;
  /** Earlier results of this plan, oldest first, for "progress" wording (range absent on old results). */
  previous: { weekNumber: number; estimatedCognitiveAge: number; cognitiveAgeRange?: AgeRange }[];
  /** The plan's baseline estimate: what a restrictive first week carries when nothing came before. */
  baseline?: { cognitiveAge: number; cognitiveAgeRange: AgeRange | null } | null;
  /** The language the feedback is written in (the plan owner's account language); English when absent. */
  locale?: PageLocale;
};

export type EvaluateCheckpointInput = {
  checkpointNumber: number;
  childAgeMonths?: number;
  /** The plan's baseline; its range is null on plans set up before ranges. */
  baseline: { cognitiveAge: number; cognitiveAgeRange?: AgeRange | null; features?: DrawingFeatures; date?: Date | null } | null;
  /**
   * Issue 32: the day each image was drawn (sent), by index — the whole-person drawing today, a
   * week's photo its submission's day. A change from the baseline is said only for drawings two
   * weeks apart (contracts/progress.ts); without a date none is said.
   */
  imageDates?: (Date | null)[];
  /** With wholePersonDrawing, the one "whole person" drawing; otherwise the period's weekly photos. */
  images: DrawingImage[];
  /** Issue 21: the parent gave the checkpoint's standard drawing, so the estimate comes from it alone. */
  wholePersonDrawing?: boolean;
  earlier: CheckpointResult[];
  /** The language the checkpoint's text is written in (the plan owner's account language); English when absent. */
  locale?: PageLocale;
};

/**
 * A checkpoint's result plus what was measured on the drawing that speaks for it (the
 * whole-person drawing, else the period's median one): stored for then-and-now and the report.
 * Absent when nothing could be measured.
 */
export type CheckpointEvaluation = CheckpointResult & { measured?: { features: DrawingFeatures; imageIndex: number } };

/**
 * The analyser port. The local analyser implements every task offline; the
 * OpenAI-compatible adapter implements them with a model, grounded in the local
 * measurements. Every result is validated against the contract schemas.
 */
export interface Analyser {
  readonly name: 'local' | 'openai-compatible';
  /**
   * Set when an external provider is configured: the same tasks, all on the local analyser,
   * for parents who have not opted in to sending their child's work out (analyserForParent).
   */
  readonly localOnly?: Analyser;
  analyzeDrawing(input: AnalyzeDrawingInput): Promise<DrawingAnalysis>;
  evaluateSubmission(input: EvaluateSubmissionInput): Promise<DetailedFeedback>;
  evaluateCheckpoint(input: EvaluateCheckpointInput): Promise<CheckpointEvaluation>;
  generatePlan(input: GeneratePlanInput): Promise<PlanChallenge[]>;
  /** `locale`: the language of the lines (the page's); English when absent. The "Parent:"/"Child:" markers stay. */
  generateConversation(input: { challengeInstructions: string[]; challengeTitle?: string; locale?: PageLocale }): Promise<string[]>;
  /** `locale`: the language of the variations (the page's); English when absent. Colours stay CSS names. */
  generateExamples(input: { challengeTitle: string; challengeInstructions: string[]; locale?: PageLocale }): Promise<ExampleVariation[]>;
  /** null when no transcription service is configured: recordings are kept, untranscribed. */
  transcribe(input: { audio: Buffer; mimeType: string; fileName: string }): Promise<string | null>;
}

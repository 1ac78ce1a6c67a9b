/**
 * The local analyser's drawing analysis: measure the photo in a worker thread, then the
 * calibrated drawing age with its range, the stage and status that follow from it, and warm,
 * concrete wording from what was measured.
 * Offline and deterministic: the same photo always gives the same result.
 */
import { AnalysisResult } from '../../../../contracts/analysis.ts';
import type { AnalyzeDrawingInput, DrawingAnalysis } from '../analyser.ts';
import { measureInWorker, type MeasurePriority } from './measure/measure-pool.ts';
import { estimateDrawingAge } from './drawing-age/calibrated-model.ts';
import { describeSeen } from './seen.ts';
import { compareWithAge, drawingStage } from './stage.ts';
import { describeNextSteps, describeStrengths } from './stage-wording.ts';
import type { DrawingFeatures } from '../../../../contracts/analysis.ts';

export { closeMeasurePool, MEASURE_POOL_SIZE } from './measure/measure-pool.ts';
export { findNotADrawing, NotADrawingError } from './measure/not-a-drawing.ts';

/** `background` for evaluations (jobs): a parent waiting for a free analysis goes first. */
export async function analyzeDrawingLocally(input: AnalyzeDrawingInput, options: { priority?: MeasurePriority } = {}): Promise<DrawingAnalysis> {
  const features = await measureInWorker(input.image.data, options.priority);
  return { ...interpretFeatures(features, input), features };
}

/** The mapping alone (no image): what the AI adapter and the tests use with known features. */
export function interpretFeatures(
  features: DrawingFeatures,
  input: Pick<AnalyzeDrawingInput, 'childAgeMonths' | 'difficulty' | 'challenge' | 'locale'>,
): AnalysisResult {
  const age = estimateDrawingAge(features);
  const stage = drawingStage(features, age.months);
  const context = { stage, challenge: input.challenge, difficulty: input.difficulty, locale: input.locale };
  return AnalysisResult.parse({
    cognitiveAge: age.months,
    cognitiveAgeRange: { min: age.min, max: age.max },
    ...(input.childAgeMonths === undefined ? {} : { actualAge: input.childAgeMonths }),
    ...compareWithAge(age, input.childAgeMonths),
    stage,
    seen: describeSeen(features, input.locale),
    strengths: describeStrengths(features, context),
    areasForImprovement: describeNextSteps(features, context),
  });
}

/**
 * A checkpoint without an AI service: the period's drawings are measured with the same
 * calibrated analysis as the baseline and the weekly feedback, and set beside the child's own
 * baseline and the last checkpoint (their ranges in the text). The estimate is the median of the
 * period, so one unusually good or quick drawing does not swing it. Whether anything changed is
 * said only from measurements (contracts/progress.ts), never from ranges moving.
 */
import { CheckpointResult, type AgeRange, type DrawingFeatures } from '../../../../contracts/analysis.ts';
import { farEnoughApart, progressBetween, PROGRESS_TEXTS } from '../../../../contracts/progress.ts';
import { THEN_AND_NOW_TEXTS } from '../../../../contracts/then-and-now-rule.ts';
import type { CheckpointEvaluation, EvaluateCheckpointInput } from '../analyser.ts';
import { betweenInWords, periodEstimate, rangeInWords, shiftedRange } from './age-range.ts';
import { analyzeDrawings } from './analyze-drawings.ts';
import { NotADrawingError } from './measure/not-a-drawing.ts';

const WEEKS_PER_CHECKPOINT = 4;
const LAST_CHECKPOINT = 6;

type Estimate = { estimate: number; range: AgeRange };

export async function evaluateCheckpointLocally(input: EvaluateCheckpointInput): Promise<CheckpointEvaluation> {
  const analyses = await analyzeDrawings(input.images, input.childAgeMonths);
  // Every photo of the period was refused (blank sheets, photos of people): say so, don't retry.
  if (analyses.length === 0) throw new NotADrawingError('blank');
  const now = periodEstimate(analyses);
  // The median drawing speaks for the period's strengths, so their counts never disagree.
  const typical = [...analyses].sort((a, b) => a.cognitiveAge - b.cognitiveAge)[Math.floor(analyses.length / 2)]!;
  const developmentAreas = typical.areasForImprovement.slice(0, 3);
  const result = CheckpointResult.parse({
    checkpointNumber: input.checkpointNumber,
    cognitiveAge: now.estimate,
    cognitiveAgeRange: now.range,
    analysis: {
      analysis: describeCheckpoint(input, now, analyses.length, { features: typical.features, date: input.imageDates?.[typical.imageIndex] ?? null }),
      strengths: typical.strengths.slice(0, 4),
      developmentAreas,
      recommendations: [...developmentAreas.slice(0, 2), 'Keep the weekly rhythm: 20–30 minutes of drawing together each week.'],
    },
  });
  return { ...result, measured: { features: typical.features, imageIndex: typical.imageIndex } };
}

/** What the checkpoint's measured drawing says against the first drawing's, by the one progress rule. */
function measuredChange(input: EvaluateCheckpointInput, now: { features: DrawingFeatures; date: Date | null }): string | null {
  const then = input.baseline;
  if (!then?.features || !then.date || !now.date) return null;
  if (!farEnoughApart(then.date, now.date)) return PROGRESS_TEXTS.tooClose;
  const changes = progressBetween({ features: then.features, date: then.date }, { features: now.features, date: now.date });
  return changes ? `Measured against the first drawing: ${changes.join(' ')}` : THEN_AND_NOW_TEXTS['about-the-same'];
}

/**
 * The period, its range beside the baseline's and the last checkpoint's, and what it is not.
 * Issue 32: ranges moving up or down make no sentence about progress (they are wide, and the
 * single estimate barely ranks children by age); only the measured features do, through
 * progressBetween — and only for drawings at least two weeks apart.
 */
function describeCheckpoint(
  input: EvaluateCheckpointInput,
  now: Estimate,
  drawings: number,
  measured: { features: DrawingFeatures; date: Date | null },
): string {
  const n = input.checkpointNumber;
  const firstWeek = WEEKS_PER_CHECKPOINT * (n - 1) + 1;
  const lastWeek = WEEKS_PER_CHECKPOINT * n;
  // Results stored before ranges get the calibrated width of today's range, moved to their estimate.
  const withRange = (estimate: number, range: AgeRange | null | undefined): Estimate => ({
    estimate,
    range: range ?? shiftedRange(now.range, now.estimate, estimate),
  });
  const looked = input.wholePersonDrawing
    ? `Checkpoint ${n} looked at your child's "whole person" drawing — the same prompt at every checkpoint, so the drawings compare like with like.`
    : `Checkpoint ${n} looked at ${drawings} drawing${drawings === 1 ? '' : 's'} from weeks ${firstWeek}–${lastWeek} (no "whole person" drawing was added, so the weeks' drawings stand in for it).`;
  const sentences = [looked, `Your child's drawings now look like those of children ${betweenInWords(now.range)}`];
  const previous = input.earlier.at(-1);
  if (input.baseline) {
    const start = withRange(input.baseline.cognitiveAge, input.baseline.cognitiveAgeRange);
    sentences[1] += `; at the start they looked like ${rangeInWords(start.range)}.`;
  } else {
    sentences[1] += '.';
  }
  if (previous) {
    const earlier = withRange(previous.cognitiveAge, previous.cognitiveAgeRange);
    sentences.push(`At checkpoint ${previous.checkpointNumber} they looked like ${rangeInWords(earlier.range)}.`);
  }
  if (input.baseline || previous) sentences.push('Ranges this wide overlap a lot, so where one sits beside another is not a change on its own.');
  const change = measuredChange(input, measured);
  if (change) sentences.push(change);
  if (!input.baseline && !previous) sentences.push('This is the first measurement we can compare later checkpoints with.');
  // Below the child's age only when the whole range lies below it (the status rule).
  const belowAge = input.childAgeMonths !== undefined && now.range.max < input.childAgeMonths;
  if (belowAge) {
    sentences.push(
      'Drawings vary from week to week, and a tired day shows in them; practising the areas below helps. If you are ever worried, your paediatrician is the right person to ask.',
    );
  }
  const lookAgain = n < LAST_CHECKPOINT ? 'The next checkpoint will look again.' : 'Every drawing is a snapshot of one day; keep drawing together.';
  sentences.push(`This is an estimate from drawings, not a diagnosis. ${lookAgain}`);
  return sentences.join(' ');
}

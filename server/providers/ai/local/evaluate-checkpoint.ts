/**
 * A checkpoint without an AI service: the period's drawings are measured with the same
 * calibrated analysis as the baseline and the weekly feedback, and set against the child's
 * own baseline (both ranges in the text) and the last checkpoint. The estimate is the median
 * of the period, so one unusually good or quick drawing does not swing it.
 */
import { CheckpointResult, type AgeRange } from '../../../../contracts/analysis.ts';
import type { CheckpointEvaluation, EvaluateCheckpointInput } from '../analyser.ts';
import { betweenInWords, periodEstimate, rangeInWords, rangeMove, shiftedRange, type RangeMove } from './age-range.ts';
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
      analysis: describeCheckpoint(input, now, analyses.length),
      strengths: typical.strengths.slice(0, 4),
      developmentAreas,
      recommendations: [...developmentAreas.slice(0, 2), 'Keep the weekly rhythm: 20–30 minutes of drawing together each week.'],
    },
  });
  return { ...result, measured: { features: typical.features, imageIndex: typical.imageIndex } };
}

/** The period, how it compares with the baseline and the last checkpoint, and what it is not. */
function describeCheckpoint(input: EvaluateCheckpointInput, now: Estimate, drawings: number): string {
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
  const moves: RangeMove[] = [];
  if (input.baseline) {
    const start = withRange(input.baseline.cognitiveAge, input.baseline.cognitiveAgeRange);
    const move = rangeMove(now, start);
    moves.push(move);
    sentences[1] += `; at the start they looked like ${rangeInWords(start.range)}.`;
    sentences.push(
      move === 'up'
        ? 'That is a clear step on from where your child started — lovely progress.'
        : move === 'down'
          ? 'That is a little simpler than at the start.'
          : 'That is about the same as at the start, which is normal over a few weeks: skills settle in before the next step shows.',
    );
  } else {
    sentences[1] += '.';
  }
  const previous = input.earlier.at(-1);
  if (previous) {
    const label = `checkpoint ${previous.checkpointNumber}`;
    const move = rangeMove(now, withRange(previous.cognitiveAge, previous.cognitiveAgeRange));
    moves.push(move);
    sentences.push(
      move === 'up'
        ? `The drawings look clearly more developed than at ${label}.`
        : move === 'down'
          ? `The drawings look a little simpler than at ${label}.`
          : `The drawings are at much the same level as at ${label}.`,
    );
  }
  if (!input.baseline && !previous) sentences.push('This is the first measurement we can compare later checkpoints with.');
  // Below the child's age only when the whole range lies below it (the status rule).
  const belowAge = input.childAgeMonths !== undefined && now.range.max < input.childAgeMonths;
  if (belowAge || moves.includes('down')) {
    sentences.push(
      'Drawings vary from week to week, and a tired day shows in them; practising the areas below helps. If you are ever worried, your paediatrician is the right person to ask.',
    );
  }
  const lookAgain = n < LAST_CHECKPOINT ? 'The next checkpoint will look again.' : 'Every drawing is a snapshot of one day; keep drawing together.';
  sentences.push(`This is an estimate from drawings, not a diagnosis. ${lookAgain}`);
  return sentences.join(' ');
}

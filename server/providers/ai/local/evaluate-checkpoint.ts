/**
 * A checkpoint without an AI service: the period's drawings are measured with the same
 * calibrated analysis as the baseline and the weekly feedback, and set beside the child's own
 * baseline and the last checkpoint (their ranges in the text). The estimate is the median of the
 * period, so one unusually good or quick drawing does not swing it. Whether anything changed is
 * said only from measurements (contracts/progress.ts), never from ranges moving.
 */
import { CheckpointResult, type AgeRange, type DrawingFeatures } from '../../../../contracts/analysis.ts';
import { formatYearsMonthsIn } from '../../../../contracts/child-age.ts';
import { THEN_AND_NOW_KEYS } from '../../../../contracts/i18n/then-and-now-keys.ts';
import { farEnoughApart, MIN_PROGRESS_DAYS } from '../../../../contracts/progress.ts';
import { describeThenAndNow } from '../../../../contracts/then-and-now.ts';
import type { CheckpointEvaluation, EvaluateCheckpointInput } from '../analyser.ts';
import { periodEstimate, shiftedRange } from './age-range.ts';
import { analyzeDrawings } from './analyze-drawings.ts';
import { NotADrawingError } from './measure/not-a-drawing.ts';
import { wording, type Wording } from './wording.ts';

const WEEKS_PER_CHECKPOINT = 4;
const LAST_CHECKPOINT = 6;

type Estimate = { estimate: number; range: AgeRange };

export async function evaluateCheckpointLocally(input: EvaluateCheckpointInput): Promise<CheckpointEvaluation> {
  const w = wording(input.locale);
  const analyses = await analyzeDrawings(input.images, input.childAgeMonths, input.locale);
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
      analysis: describeCheckpoint(input, now, analyses.length, { features: typical.features, date: input.imageDates?.[typical.imageIndex] ?? null }, w),
      strengths: typical.strengths.slice(0, 4),
      developmentAreas,
      recommendations: [...developmentAreas.slice(0, 2), w.t('analyser.checkpoint.weeklyRhythm')],
    },
  });
  return { ...result, measured: { features: typical.features, imageIndex: typical.imageIndex } };
}

/** What the checkpoint's measured drawing says against the first drawing's, by the one progress rule. */
function measuredChange(input: EvaluateCheckpointInput, now: { features: DrawingFeatures; date: Date | null }, { t }: Wording): string | null {
  const then = input.baseline;
  if (!then?.features || !then.date || !now.date) return null;
  if (!farEnoughApart(then.date, now.date)) return t('report.changes.tooClose', { weeks: MIN_PROGRESS_DAYS / 7 });
  // contracts/progress.ts's progressBetween, by kind, in the language.
  const changes = describeThenAndNow(then.features, now.features).filter((change) => change.kind !== 'about-the-same');
  return changes.length > 0
    ? t('analyser.checkpoint.measured', { changes: changes.map((change) => t(THEN_AND_NOW_KEYS[change.kind])).join(' ') })
    : t(THEN_AND_NOW_KEYS['about-the-same']);
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
  w: Wording,
): string {
  const { t } = w;
  const n = input.checkpointNumber;
  const firstWeek = WEEKS_PER_CHECKPOINT * (n - 1) + 1;
  const lastWeek = WEEKS_PER_CHECKPOINT * n;
  // Results stored before ranges get the calibrated width of today's range, moved to their estimate.
  const withRange = (estimate: number, range: AgeRange | null | undefined): Estimate => ({
    estimate,
    range: range ?? shiftedRange(now.range, now.estimate, estimate),
  });
  const looked = input.wholePersonDrawing
    ? t('analyser.checkpoint.lookedWhole', { n })
    : t('analyser.checkpoint.lookedWeeks', { n, drawings, first: firstWeek, last: lastWeek });
  const ends = (range: AgeRange) => {
    const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
    return { low: formatYearsMonthsIn(t, low), high: formatYearsMonthsIn(t, high) };
  };
  const previous = input.earlier.at(-1);
  let nowLike = t('analyser.checkpoint.nowLike', ends(now.range));
  if (input.baseline) {
    const start = ends(withRange(input.baseline.cognitiveAge, input.baseline.cognitiveAgeRange).range);
    nowLike = t('analyser.checkpoint.nowLikeFromStart', { ...ends(now.range), startLow: start.low, startHigh: start.high });
  }
  const sentences = [looked, nowLike];
  if (previous) {
    const earlier = withRange(previous.cognitiveAge, previous.cognitiveAgeRange);
    sentences.push(t('analyser.checkpoint.earlier', { n: previous.checkpointNumber, ...ends(earlier.range) }));
  }
  if (input.baseline || previous) sentences.push(t('analyser.checkpoint.overlap'));
  const change = measuredChange(input, measured, w);
  if (change) sentences.push(change);
  if (!input.baseline && !previous) sentences.push(t('analyser.checkpoint.first'));
  // Below the child's age only when the whole range lies below it (the status rule).
  const belowAge = input.childAgeMonths !== undefined && now.range.max < input.childAgeMonths;
  if (belowAge) sentences.push(t('analyser.checkpoint.belowAge'));
  sentences.push(t('analyser.checkpoint.estimate'), t(n < LAST_CHECKPOINT ? 'analyser.checkpoint.lookAgain' : 'analyser.checkpoint.lastSnapshot'));
  return sentences.join(' ');
}

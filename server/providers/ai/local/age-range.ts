/**
 * Age ranges for the analyser: how two calibrated ranges compare, and a range carried to another
 * estimate. Ages are worded by contracts/child-age.ts (formatYearsMonthsIn), as on the web app's screens.
 */
import type { AgeRange } from '../../../../contracts/analysis.ts';

const centre = (r: AgeRange) => (r.min + r.max) / 2;

/** Centres of two ranges this far apart (months) count as a clear move. */
export const CLEAR_MOVE_MONTHS = 12;

export type RangeMove = 'up' | 'down' | 'same';

/**
 * Whether a later estimate moved clearly against an earlier one. Calibrated ranges are wide
 * (often 3–4 years), so only a clear move counts: the new estimate lies outside the earlier
 * range, or the ranges' centres moved by at least CLEAR_MOVE_MONTHS. Anything less is "the same".
 */
export function rangeMove(now: { estimate: number; range: AgeRange }, before: { estimate: number; range: AgeRange }): RangeMove {
  const shift = centre(now.range) - centre(before.range);
  if (now.estimate > before.range.max || shift >= CLEAR_MOVE_MONTHS) return 'up';
  if (now.estimate < before.range.min || shift <= -CLEAR_MOVE_MONTHS) return 'down';
  return 'same';
}

/**
 * A calibrated range moved with its estimate: `range` belonged to the estimate `from`; shifted
 * by `to − from` it keeps its calibrated width and shape around `to`. For an estimate that came
 * without a range of its own (a model's answer, a result stored before ranges).
 */
export function shiftedRange(range: AgeRange, from: number, to: number): AgeRange {
  const shift = Math.round(to - from);
  return { min: Math.max(0, range.min + shift), max: Math.max(0, range.max + shift) };
}

/** The median estimate with the median range bounds, widened if need be to contain the estimate. */
export function periodEstimate(analyses: { cognitiveAge: number; cognitiveAgeRange: AgeRange }[]): { estimate: number; range: AgeRange } {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const estimate = median(analyses.map((a) => a.cognitiveAge));
  const min = median(analyses.map((a) => a.cognitiveAgeRange.min));
  const max = median(analyses.map((a) => a.cognitiveAgeRange.max));
  return { estimate, range: { min: Math.min(min, estimate), max: Math.max(max, estimate) } };
}

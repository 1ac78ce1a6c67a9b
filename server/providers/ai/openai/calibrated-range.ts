import { z } from 'zod';
import type { AgeRange } from '../../../../contracts/analysis.ts';
import { shiftedRange } from '../local/age-range.ts';

const isRangeLike = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && typeof (v as { min?: unknown }).min === 'number' && typeof (v as { max?: unknown }).max === 'number';

/**
 * The range a model is asked to give with its estimate. It is read leniently: a missing or
 * malformed range becomes null (never a repair turn), and calibratedRange() then uses the
 * calibrated width of the local analysis instead.
 */
export const ModelAgeRange = z.preprocess(
  (v) => (isRangeLike(v) ? v : null),
  z
    .object({ min: z.number(), max: z.number() })
    .describe('Months the estimate likely lies between (min ≤ estimate ≤ max); start from the software range given')
    .nullable(),
);

/** An estimate with the calibrated range the local analyser gave it. */
export type Calibrated = { estimate: number; range: AgeRange };

/**
 * The range to keep with a model's estimate: the model's own when it is valid (whole months,
 * min ≤ estimate ≤ max), else the local calibrated range moved to the model's estimate (same
 * width and shape), else null when there is nothing calibrated to fall back on.
 */
export function calibratedRange(estimate: number, answered: { min: number; max: number } | null, calibrated: Calibrated | null): AgeRange | null {
  if (answered && Number.isFinite(answered.min) && Number.isFinite(answered.max) && answered.min >= 0 && answered.min <= estimate && estimate <= answered.max) {
    return { min: Math.floor(answered.min), max: Math.ceil(answered.max) };
  }
  return calibrated ? shiftedRange(calibrated.range, calibrated.estimate, estimate) : null;
}

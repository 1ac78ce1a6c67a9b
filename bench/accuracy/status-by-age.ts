/**
 * "Behind" and "advanced" per year of age, for `bench:accuracy` (issue 32). The estimate and its
 * range come from the drawing alone, so one analysed drawing can be given any age: the status
 * is re-decided here for each age asked about, without measuring the drawing again.
 *
 * Two rules side by side:
 * - `range`: the range alone decides (ADR 018): behind when it lies wholly below the age,
 *   advanced when wholly above;
 * - `calibrated`: the same, but only for a child inside the ages the model was calibrated on
 *   (54–102 months, contracts/vocabulary.ts `insideCalibratedAges`); any other age is typical.
 *
 * Ages 4–8 are the shared drawings' own (each drawing at its year's middle, and at every month
 * of its year); ages 3, 9 and 10 are simulated: every drawing given every month of that year.
 */
import { insideCalibratedAges } from '../../contracts/vocabulary.ts';
import { developmentStatus } from '../../server/providers/ai/local/stage.ts';
import type { DevelopmentStatus } from '../../server/providers/ai/local/drawing-age/accuracy.ts';

export type RangedDrawing = { ageMonths: number; min: number; max: number };
export type StatusShares = { n: number; behind: number; advanced: number };
export type AgeYearStatus = {
  ageYears: number;
  /** Whether the drawings are this age's own (labelled) or other ages' given this age. */
  simulated: boolean;
  drawings: number;
  /** Each drawing at the year's middle (year·12 + 6 months). */
  midYear: { range: StatusShares; calibrated: StatusShares };
  /** Each drawing at every month of the year (year·12 … year·12 + 11), averaged. */
  throughYear: { range: StatusShares; calibrated: StatusShares };
};

export const OWN_AGE_YEARS = [4, 5, 6, 7, 8] as const;
export const SIMULATED_AGE_YEARS = [3, 9, 10] as const;

/** Status from the range alone: whole range below the age, whole range above, else typical. */
export function rangeStatus(range: { min: number; max: number }, ageMonths: number): DevelopmentStatus {
  if (range.max < ageMonths) return 'behind';
  if (range.min > ageMonths) return 'advanced';
  return 'typical';
}

/** The rule the product gives a parent: a status only inside the calibrated ages (issue 32). */
export function calibratedStatus(range: { min: number; max: number }, ageMonths: number): DevelopmentStatus {
  return insideCalibratedAges(ageMonths) ? developmentStatus(range, ageMonths) : 'typical';
}

function shares(drawings: readonly RangedDrawing[], months: readonly number[], rule: typeof rangeStatus): StatusShares {
  let [behind, advanced, n] = [0, 0, 0];
  for (const drawing of drawings) {
    for (const age of months) {
      const status = rule(drawing, age);
      if (status === 'behind') behind++;
      else if (status === 'advanced') advanced++;
      n++;
    }
  }
  return { n, behind: n === 0 ? Number.NaN : behind / n, advanced: n === 0 ? Number.NaN : advanced / n };
}

export function statusByAgeYear(drawings: readonly RangedDrawing[]): AgeYearStatus[] {
  const years = [...new Set([...OWN_AGE_YEARS, ...SIMULATED_AGE_YEARS])].sort((a, b) => a - b);
  return years.map((year) => {
    const simulated = (SIMULATED_AGE_YEARS as readonly number[]).includes(year);
    const own = simulated ? drawings : drawings.filter((drawing) => Math.floor(drawing.ageMonths / 12) === year);
    const mid = [year * 12 + 6];
    const through = Array.from({ length: 12 }, (_, month) => year * 12 + month);
    return {
      ageYears: year,
      simulated,
      drawings: own.length,
      midYear: { range: shares(own, mid, rangeStatus), calibrated: shares(own, mid, calibratedStatus) },
      throughYear: { range: shares(own, through, rangeStatus), calibrated: shares(own, through, calibratedStatus) },
    };
  });
}

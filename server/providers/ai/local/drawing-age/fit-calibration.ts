/**
 * Fits the drawing-age model on age-labelled drawings and measures it honestly: k-fold
 * cross-validation (every drawing is estimated by a model that never saw it), and ranges made
 * by split-conformal calibration on residuals the model also never saw. Pure functions on
 * measured features: `npm run calibrate` measures the drawings and calls fitCalibration.
 */
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import { inputSigns, modelInputs, type ModelInput } from './model-inputs.ts';
import { fitRidge, predictRidge } from './ridge.ts';
import { clipRow, DATA_AGES, estimateWith, spreadOf, type Calibration, type CalibratedModel } from './estimate.ts';

export type Sample = { file: string; ageMonths: number; features: DrawingFeatures };

export type FitOptions = {
  inputs: readonly ModelInput[];
  folds: number;
  /** Penalties tried; each fold picks its own by an inner cross-validation. */
  penalties: readonly number[];
  /** Share of children the range may leave above it (they would read "behind"). */
  missAbove: number;
  /** Share of children the range may leave below it (they would read "advanced"). */
  missBelow: number;
};

export const DEFAULT_FIT: FitOptions = {
  inputs: ['lineEnds', 'junctions', 'closedShapes', 'nestedShapes', 'separateMarks', 'lineLength', 'scribbleIndex', 'straightLineShare'],
  folds: 5,
  penalties: [0.001, 0.01, 0.03, 0.1, 0.3, 1],
  missAbove: 0.04,
  missBelow: 0.07,
};

export type OutOfFold = { file: string; ageMonths: number; months: number; min: number; max: number };

/** The final model (fitted on every sample) and each sample's out-of-fold estimate. */
export function fitCalibration(samples: Sample[], options: FitOptions = DEFAULT_FIT): { model: CalibratedModel; outOfFold: OutOfFold[] } {
  const folds = assignFolds(samples, options.folds);
  const outOfFold: OutOfFold[] = [];
  for (let k = 0; k < options.folds; k++) {
    const train = samples.filter((_, i) => folds[i] !== k);
    const model = fitModel(train, options);
    samples.forEach((sample, i) => {
      if (folds[i] !== k) return;
      const estimate = estimateWith(model, sample.features);
      outOfFold.push({ file: sample.file, ageMonths: sample.ageMonths, ...estimate });
    });
  }
  return { model: fitModel(samples, options), outOfFold };
}

/**
 * One model from training samples: the penalty chosen by inner cross-validation, then the
 * residuals of that inner cross-validation (never the training fit's own, which are too small)
 * set the range: their quantiles, scaled by how much the drawing shows (see spreadOf).
 */
function fitModel(samples: Sample[], options: FitOptions): CalibratedModel {
  const rows = samples.map((s) => modelInputs(s.features, options.inputs));
  const clip = { low: quantiles(rows, 0.005), high: quantiles(rows, 0.995) };
  const clipped = rows.map((r) => clipRow(r, clip));
  const ages = samples.map((s) => s.ageMonths);
  const signs = inputSigns(options.inputs);
  const inner = assignFolds(samples, options.folds);
  let best: { penalty: number; error: number; residuals: number[]; predictions: number[] } | undefined;
  for (const penalty of options.penalties) {
    const predictions = new Array<number>(samples.length).fill(0);
    for (let k = 0; k < options.folds; k++) {
      const fit = fitRidge(
        clipped.filter((_, i) => inner[i] !== k),
        ages.filter((_, i) => inner[i] !== k),
        penalty,
        signs,
      );
      clipped.forEach((row, i) => inner[i] === k && (predictions[i] = predictRidge(fit, row)));
    }
    const residuals = ages.map((age, i) => age - predictions[i]!);
    const error = residuals.reduce((sum, r) => sum + Math.abs(r), 0) / residuals.length;
    if (!best || error < best.error) best = { penalty, error, residuals, predictions };
  }
  const regression = fitRidge(clipped, ages, best!.penalty, signs);
  // The range must hold for real children, whose ages fill each year, not for the year's middle
  // that the labels give: residuals against ages spread evenly through each child's year.
  const spreadAges = agesWithinYear(samples);
  const spreads = samples.map((s) => spreadOf(s.features));
  const scaled = best!.predictions.map((prediction, i) => (spreadAges[i]! - prediction) / spreads[i]!);
  const calibration: Calibration = {
    lower: conformalQuantile(scaled, options.missBelow),
    upper: conformalQuantile(scaled, 1 - options.missAbove),
  };
  return { inputs: [...options.inputs], clip, regression, penalty: best!.penalty, calibration, dataAges: DATA_AGES };
}

/**
 * The q-quantile of the calibration residuals with split conformal's finite-sample correction
 * (rank ⌈(n+1)q⌉), so the share left outside holds for new children, not only these.
 */
export function conformalQuantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const rank = q >= 0.5 ? Math.ceil((n + 1) * q) : Math.floor((n + 1) * q);
  return sorted[Math.min(n - 1, Math.max(0, rank - 1))]!;
}

/**
 * Labels give whole years (a "6" is 72–83 months, labelled 78): the children of each year, in
 * file order, are spread evenly over its twelve months — what the ages of many children are.
 */
export function agesWithinYear(samples: { file: string; ageMonths: number }[]): number[] {
  const byYear = new Map<number, number[]>();
  samples.forEach((s, i) => byYear.set(s.ageMonths, [...(byYear.get(s.ageMonths) ?? []), i]));
  const ages = new Array<number>(samples.length).fill(0);
  for (const [midpoint, members] of byYear) {
    members.sort((a, b) => samples[a]!.file.localeCompare(samples[b]!.file));
    members.forEach((i, rank) => (ages[i] = midpoint - 6 + (12 * (rank + 0.5)) / members.length));
  }
  return ages;
}

/** Folds balanced by age: samples sorted by age and name, dealt out in turn. Deterministic. */
export function assignFolds(samples: { file: string; ageMonths: number }[], folds: number): number[] {
  const order = samples.map((s, i) => ({ s, i })).sort((a, b) => a.s.ageMonths - b.s.ageMonths || a.s.file.localeCompare(b.s.file));
  const fold = new Array<number>(samples.length).fill(0);
  order.forEach(({ i }, rank) => (fold[i] = rank % folds));
  return fold;
}

function quantiles(rows: number[][], q: number): number[] {
  return rows[0]!.map((_, j) => {
    const column = rows.map((r) => r[j]!).sort((a, b) => a - b);
    return column[Math.min(column.length - 1, Math.floor(q * column.length))]!;
  });
}

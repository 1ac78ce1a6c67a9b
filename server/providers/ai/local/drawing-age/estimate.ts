/**
 * A drawing's estimated drawing age — months, and the range it likely lies in — from the
 * calibrated model (calibration.json, made by `npm run calibrate`; method and numbers in ADR 018).
 * The estimate comes from the drawing alone: the child's age never enters it.
 */
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import { modelInputs, type ModelInput } from './model-inputs.ts';
import { predictRidge, type RidgeModel } from './ridge.ts';

/**
 * The months an estimate and its range are held inside: 18 months to 12 years, wider than the
 * ages Kritzel serves (3–10, contracts/vocabulary.ts) so that a drawing ahead of or behind a
 * served child's age can say so.
 */
export const ESTIMATE_BOUNDS_MONTHS = { min: 18, max: 144 } as const;

/** The calibration children's ages, in months: 4 years 0 months to 8 years 11 months. */
export const DATA_AGES = { min: 48, max: 107 };
/**
 * Beyond the ages the data covers the model knows nothing: the part of a range that reaches
 * past them is stretched this much, rather than extrapolated with confidence.
 */
const BEYOND_DATA_STRETCH = 1.5;
/** A drawing measured outside what the calibration drawings showed: its range this much wider. */
const UNSEEN_DRAWING_SPREAD = 1.25;
/**
 * Two kinds of drawing the calibration set (4–8-year-olds drawing one named object) never shows,
 * placed by the literature instead, by half a Lowenfeld stage, with their range moved along:
 * a scene standing on a ground line or under a sky band — Lowenfeld's schematic stage, 7–9 years —
 * and a tangle of scribble with no shapes — Kellogg's scribbles, 2–3 years.
 */
export const SCENE_SHIFT_MONTHS = 12;
export const SCRIBBLE_SHIFT_MONTHS = -24;

/** Quantiles of the out-of-fold residuals (months, per unit of spread) the range is cut at. */
export type Calibration = { lower: number; upper: number };

export type CalibratedModel = {
  inputs: ModelInput[];
  /** Each input's 0.5 % and 99.5 % quantiles on the calibration drawings; inputs are held inside. */
  clip: { low: number[]; high: number[] };
  regression: RidgeModel;
  penalty: number;
  calibration: Calibration;
  dataAges: { min: number; max: number };
};

export type DrawingAge = { months: number; min: number; max: number };

export function estimateWith(model: CalibratedModel, f: DrawingFeatures): DrawingAge {
  const raw = modelInputs(f, model.inputs);
  const inputs = clipRow(raw, model.clip);
  const unseen = inputs.some((v, j) => v !== raw[j]);
  const centre = predictRidge(model.regression, inputs) + literatureShift(f);
  const spread = spreadOf(f) * (unseen ? UNSEEN_DRAWING_SPREAD : 1);
  const { min: youngest, max: oldest } = model.dataAges;
  let min = centre + model.calibration.lower * spread;
  let max = centre + model.calibration.upper * spread;
  if (min < youngest) min = youngest - BEYOND_DATA_STRETCH * (youngest - min);
  if (max > oldest) max = oldest + BEYOND_DATA_STRETCH * (max - oldest);
  const clamp = (months: number) => Math.min(ESTIMATE_BOUNDS_MONTHS.max, Math.max(ESTIMATE_BOUNDS_MONTHS.min, Math.round(months)));
  const range = { min: clamp(min), max: clamp(max) };
  return { months: Math.min(range.max, Math.max(range.min, clamp(centre))), ...range };
}

/** See SCENE_SHIFT_MONTHS: months the literature moves a kind of drawing the data lacks. */
export function literatureShift(f: DrawingFeatures): number {
  if ((f.groundLine || f.skyBand) && f.closedShapes >= 3) return SCENE_SHIFT_MONTHS;
  if (f.scribbleIndex >= 0.5 && f.closedShapes < 2 && f.junctions > 60) return SCRIBBLE_SHIFT_MONTHS;
  return 0;
}

/**
 * How uncertain a drawing's estimate is, relative to the typical drawing (1): a drawing with
 * little line in it says less about the child, so its range is wider.
 */
export function spreadOf(f: DrawingFeatures): number {
  const parts = f.lineEnds + f.closedShapes + f.junctions;
  return parts >= 6 ? 1 : 1 + (6 - parts) * 0.05;
}

export const clipRow = (row: number[], clip: { low: number[]; high: number[] }) => row.map((v, j) => Math.min(clip.high[j]!, Math.max(clip.low[j]!, v)));

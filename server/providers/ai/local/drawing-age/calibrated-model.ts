/**
 * The committed drawing-age model: calibration.json beside this file, written by
 * `npm run calibrate -- <folder>` (never edited by hand). Loaded once, at import.
 */
import fs from 'node:fs';
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import { fromProjectRoot } from '../../../../project-root.ts';
import type { AccuracyReport } from './accuracy.ts';
import { estimateWith, type CalibratedModel, type DrawingAge } from './estimate.ts';

/** Beside this file; found from the project root so the bundle in dist/server reads the same file. */
export const CALIBRATION_FILE = fromProjectRoot('server', 'providers', 'ai', 'local', 'drawing-age', 'calibration.json');

export type CalibrationFile = {
  fittedOn: { folder: string; drawings: number; date: string };
  model: CalibratedModel;
  /** What the model reached on drawings it did not see (ages at each year's middle, as labelled). */
  outOfFold: AccuracyReport;
  /** The same out-of-fold ranges against ages spread evenly through each child's year. */
  outOfFoldAgesWithinYear: { coverage: number; behindShare: number; advancedShare: number };
  /** Measured calibration drawings and the final model's estimate for each (a regression check). */
  examples: { features: DrawingFeatures; estimate: DrawingAge }[];
};

export const calibration = JSON.parse(fs.readFileSync(CALIBRATION_FILE, 'utf8')) as CalibrationFile;

/** The drawing's estimated drawing age and the range it likely lies in, from the drawing alone. */
export function estimateDrawingAge(features: DrawingFeatures): DrawingAge {
  return estimateWith(calibration.model, features);
}

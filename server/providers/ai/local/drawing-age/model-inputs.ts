/**
 * What the drawing-age model reads from a drawing's measurements: measures of how much a drawing
 * holds — parts, detail, line — that do not depend on the photo: counts on a log scale (the tenth
 * part says less than the second), lengths relative to the drawing's own size. Each has the sign
 * the developmental literature gives it (more parts and detail with age: Goodenough, Harris;
 * tangled scribble before shapes: Kellogg); the calibration decides only how much it counts.
 * Colour and the page's layout are not inputs: more colours or more clutter alone do not make a
 * child older, and the calibration drawings have no colour to learn from (ADR 018).
 */
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';

type Input = { measure: (f: DrawingFeatures) => number; sign: 1 | 0 | -1 };

export const MODEL_INPUTS = {
  /** Free line ends: legs, ears, whiskers, rays — parts drawn as strokes. */
  lineEnds: { measure: (f) => Math.log1p(f.lineEnds), sign: 1 },
  /** Where lines meet: parts joined to parts. */
  junctions: { measure: (f) => Math.log1p(f.junctions), sign: 1 },
  /** Enclosed shapes, outlined or coloured in. */
  closedShapes: { measure: (f) => Math.log1p(f.closedShapes), sign: 1 },
  /** Detail drawn inside shapes: eyes in a face, a window in a house. */
  nestedShapes: { measure: (f) => Math.log1p(f.nestedShapes), sign: 1 },
  /** Separate marks: parts placed apart. */
  separateMarks: { measure: (f) => Math.log1p(f.separateMarks), sign: 1 },
  /** Line drawn for the drawing's size: how much is in it. */
  lineLength: { measure: (f) => Math.log1p(f.lineLength), sign: 1 },
  /** Tangled, looping line rather than distinct strokes. */
  scribbleIndex: { measure: (f) => f.scribbleIndex, sign: -1 },
  /** Long straight strokes (deliberate lines; also what a scribble lacks). */
  straightLineShare: { measure: (f) => f.straightLineShare, sign: 0 },
} satisfies Record<string, Input>;

export type ModelInput = keyof typeof MODEL_INPUTS;

export function modelInputs(f: DrawingFeatures, names: readonly ModelInput[]): number[] {
  return names.map((name) => MODEL_INPUTS[name].measure(f));
}

export const inputSigns = (names: readonly ModelInput[]) => names.map((name) => MODEL_INPUTS[name].sign);

import type { DrawingFeatures } from '../../../../contracts/analysis.ts';

/** Measured features of a colourful scene with ground and shapes: one photo of a weekly drawing. */
export const SCENE_FEATURES: DrawingFeatures = {
  width: 1600,
  height: 1200,
  paperFound: true,
  inkCoverage: 0.08,
  colorCount: 4,
  colors: ['red', 'blue', 'green', 'yellow'],
  strokeLength: 4,
  closedShapes: 5,
  shapes: { circle: 3, triangle: 1, rectangle: 1, other: 0 },
  straightLineShare: 0.35,
  symmetry: 0.6,
  pageUsage: 0.7,
  groundLine: true,
  skyBand: false,
  nestedShapes: 2,
  scribbleIndex: 0.1,
  lineLength: 6,
  lineEnds: 8,
  junctions: 3,
  separateMarks: 6,
};

/** Features of a tidy pre-schematic drawing; each test changes what it is about. */
export function tidyDrawingFeatures(overrides: Partial<DrawingFeatures> = {}): DrawingFeatures {
  return {
    width: 1400,
    height: 1000,
    paperFound: false,
    inkCoverage: 0.03,
    colorCount: 3,
    colors: ['black', 'red', 'blue'],
    strokeLength: 2,
    closedShapes: 4,
    shapes: { circle: 3, triangle: 0, rectangle: 1, other: 0 },
    straightLineShare: 0.3,
    symmetry: 0.7,
    pageUsage: 0.4,
    groundLine: false,
    skyBand: false,
    nestedShapes: 2,
    scribbleIndex: 0.05,
    lineLength: 3,
    lineEnds: 8,
    junctions: 6,
    separateMarks: 3,
    ...overrides,
  };
}

/**
 * The drawing's Lowenfeld stage and the child's development status, both from the calibrated
 * estimate (drawing-age/). The estimate and its range come from the drawing alone; the child's
 * age only decides the status. One drawing is a snapshot: an estimate, never a diagnosis.
 * Method and figures: docs/decisions/018-calibrated-drawing-age.md.
 */
import type { AgeRange, DevelopmentStatus, DrawingFeatures, DrawingStage } from '../../../../contracts/analysis.ts';

/** Lowenfeld & Brittain's age ranges, in months. */
export const STAGE_AGES: Record<DrawingStage, { from: number; to: number }> = {
  scribbling: { from: 24, to: 48 },
  'pre-schematic': { from: 48, to: 84 },
  schematic: { from: 84, to: 108 },
  'dawning-realism': { from: 108, to: 144 },
};

/** From this scribble index on, the marks are tangled loops rather than distinct lines and shapes. */
export const CONTROLLED_SCRIBBLE = 0.5;

/**
 * Scribbling when the drawing is tangled line without shapes (Kellogg's scribbles); otherwise the
 * Lowenfeld stage whose ages hold the middle of the estimate, so the stage never contradicts the
 * age beside it.
 */
export function drawingStage(f: DrawingFeatures, estimateMonths: number): DrawingStage {
  if (f.scribbleIndex >= CONTROLLED_SCRIBBLE && f.closedShapes < 2) return 'scribbling';
  const stages = Object.entries(STAGE_AGES) as [DrawingStage, { from: number; to: number }][];
  return stages.find(([, ages]) => estimateMonths < ages.to)?.[0] ?? 'dawning-realism';
}

/**
 * Behind only when the whole range lies below the child's age, advanced only when it lies wholly
 * above; anything else — and an unknown age — is typical. The range already holds the actual age
 * for most children, so a status other than typical speaks only on real evidence.
 */
export function developmentStatus(range: AgeRange, actualAgeMonths?: number): DevelopmentStatus {
  if (actualAgeMonths === undefined) return 'typical';
  if (range.max < actualAgeMonths) return 'behind';
  if (range.min > actualAgeMonths) return 'advanced';
  return 'typical';
}

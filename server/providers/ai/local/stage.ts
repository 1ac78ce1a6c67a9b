/**
 * The drawing's Lowenfeld stage and the child's development status, both from the calibrated
 * estimate (drawing-age/). The estimate and its range come from the drawing alone; the child's
 * age only decides the status. One drawing is a snapshot: an estimate, never a diagnosis.
 * Method and figures: docs/decisions/018-calibrated-drawing-age.md.
 */
import type { AgeComparison, AgeRange, DevelopmentStatus, DrawingFeatures, DrawingStage } from '../../../../contracts/analysis.ts';
import { insideCalibratedAges } from '../../../../contracts/vocabulary.ts';

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
 * Whether one drawing may compare with the child's age at all (issue 32): only for ages the model
 * was calibrated on as it knows them (4 ½ to 8 ½ years, the middles of the whole years its drawings
 * carry; contracts/vocabulary.ts). Below and above them a range's end is the data's end, so it
 * cannot place the child as ahead or behind.
 */
export function ageComparison(actualAgeMonths?: number): AgeComparison {
  if (actualAgeMonths === undefined) return 'no-age';
  return insideCalibratedAges(actualAgeMonths) ? 'compared' : 'outside-calibrated-ages';
}

/**
 * Behind only when the whole range lies below the child's age, advanced only when it lies wholly
 * above, and either only for a child of the calibrated ages (ageComparison); anything else — an
 * unknown age, or one the model has no drawings for — is typical on the wire, with ageComparison
 * saying why no comparison was made. The range already holds the actual age for most children, so
 * a status other than typical speaks only on real evidence.
 */
export function developmentStatus(range: AgeRange, actualAgeMonths?: number): DevelopmentStatus {
  if (actualAgeMonths === undefined || ageComparison(actualAgeMonths) !== 'compared') return 'typical';
  if (range.max < actualAgeMonths) return 'behind';
  if (range.min > actualAgeMonths) return 'advanced';
  return 'typical';
}

/** The status and why it is what it is, as the result carries them. */
export function compareWithAge(range: AgeRange, actualAgeMonths?: number): { developmentStatus: DevelopmentStatus; ageComparison: AgeComparison } {
  return { developmentStatus: developmentStatus(range, actualAgeMonths), ageComparison: ageComparison(actualAgeMonths) };
}

/**
 * Measured drawing features → Lowenfeld drawing stage, an estimated "drawing age" in months with
 * a range, and a development status against the child's age. Thresholds and sources are in
 * docs/decisions/010-drawing-stages.md. One drawing is a snapshot: this is an estimate, never a
 * diagnosis, and every number here is deterministic.
 */
import {
  CHILD_AGE_MAX_MONTHS,
  CHILD_AGE_MIN_MONTHS,
  ESTIMATE_HALF_RANGE_MONTHS,
  type DevelopmentStatus,
  type DrawingFeatures,
  type DrawingStage,
} from '../../../../contracts/analysis.ts';

/** Lowenfeld & Brittain's age ranges, in months. */
export const STAGE_AGES: Record<DrawingStage, { from: number; to: number }> = {
  scribbling: { from: 24, to: 48 },
  'pre-schematic': { from: 48, to: 84 },
  schematic: { from: 84, to: 108 },
  'dawning-realism': { from: 108, to: 144 },
};

/** Where in each stage a drawing lands, from its least to its most mature form (months). */
const STAGE_SPAN: Record<DrawingStage, { least: number; most: number }> = {
  scribbling: { least: 24, most: 42 }, // disordered scribble … first isolated circles (Kellogg ~3 y)
  'pre-schematic': { least: 48, most: 80 },
  schematic: { least: 84, most: 106 },
  'dawning-realism': { least: 108, most: 138 },
};

/** Below this scribble index the marks are controlled: shapes, not scribble. */
export const CONTROLLED_SCRIBBLE = 0.5;
/** Development status: this many months above / below the actual age. */
export const STATUS_MARGIN_MONTHS = 12;
/** The range around the estimate: ±6 months, wider when the drawing says little. */
const RANGE = { base: ESTIMATE_HALF_RANGE_MONTHS, thinEvidence: 3, borderline: 2, olderStages: 1, max: 12 };

export function drawingStage(f: DrawingFeatures): DrawingStage {
  if (f.scribbleIndex >= CONTROLLED_SCRIBBLE || f.closedShapes === 0) return 'scribbling';
  if (realismSigns(f) >= 4 && f.scribbleIndex < 0.3) return 'dawning-realism';
  const baseline = f.groundLine || f.skyBand;
  if ((baseline && f.closedShapes >= 3) || detailedWithoutBaseline(f)) return 'schematic';
  // Shapes combined into something (detail inside, several shapes, corners drawn on purpose).
  const combined = f.nestedShapes >= 1 || f.closedShapes >= 3 || f.shapes.rectangle + f.shapes.triangle > 0;
  return combined ? 'pre-schematic' : 'scribbling';
}

/** Overlap and filled surfaces have no direct measure; these are their proxies (≥ 4 of 5). */
export function realismSigns(f: DrawingFeatures): number {
  return [f.nestedShapes >= 10, f.colorCount >= 6, f.pageUsage >= 0.85, f.inkCoverage >= 0.3, f.closedShapes >= 20].filter(Boolean).length;
}

/** Objects drawn in schematic detail standing on the page's own bottom edge. */
const detailedWithoutBaseline = (f: DrawingFeatures) => f.closedShapes >= 8 && f.nestedShapes >= 4 && f.straightLineShare >= 0.35;

/** 0…1: how far into its stage the drawing is (see the ADR for the weights). */
export function stageProgress(stage: DrawingStage, f: DrawingFeatures): number {
  const upTo = (value: number, full: number) => Math.min(1, Math.max(0, value / full));
  const kinds = [f.shapes.circle, f.shapes.rectangle, f.shapes.triangle].filter((n) => n > 0).length;
  switch (stage) {
    case 'scribbling': // control counts only when there is line to judge it by
      return 0.6 * (f.strokeLength >= 0.3 ? 1 - f.scribbleIndex : 0) + 0.4 * upTo(f.closedShapes, 2);
    case 'pre-schematic':
      return 0.3 * upTo(f.nestedShapes, 6) + 0.15 * upTo(kinds, 3) + 0.15 * upTo(f.closedShapes, 8) +
        0.15 * upTo(f.straightLineShare, 0.5) + 0.1 * f.symmetry + 0.15 * upTo(f.colorCount, 5);
    case 'schematic': // the base line is what makes the stage; detail and objects grow within it
      return 0.35 * upTo(f.nestedShapes, 20) + 0.25 * upTo(f.closedShapes, 30) + 0.15 * upTo(f.colorCount, 8) +
        0.1 * upTo(f.inkCoverage, 0.3) + 0.15 * f.pageUsage;
    case 'dawning-realism':
      return 0.4 * upTo(realismSigns(f) - 3, 2) + 0.3 * upTo(f.nestedShapes, 25) + 0.3 * upTo(f.colorCount, 10);
  }
}

export type CognitiveAge = { months: number; min: number; max: number };

export function estimateCognitiveAge(stage: DrawingStage, f: DrawingFeatures): CognitiveAge {
  const span = STAGE_SPAN[stage];
  const months = clampAge(Math.round(span.least + stageProgress(stage, f) * (span.most - span.least)));
  const thin = f.strokeLength < 0.5 || f.inkCoverage < 0.003;
  const borderline = Math.abs(f.scribbleIndex - CONTROLLED_SCRIBBLE) < 0.1 || (stage === 'schematic' && !f.groundLine && !f.skyBand);
  const older = stage === 'schematic' || stage === 'dawning-realism';
  const half = Math.min(RANGE.max, RANGE.base + (thin ? RANGE.thinEvidence : 0) + (borderline ? RANGE.borderline : 0) + (older ? RANGE.olderStages : 0));
  return { months, min: clampAge(months - half), max: clampAge(months + half) };
}

/** Against the actual age when known; without it there is nothing to compare, so 'typical'. */
export function developmentStatus(cognitiveAgeMonths: number, actualAgeMonths?: number): DevelopmentStatus {
  if (actualAgeMonths === undefined) return 'typical';
  if (cognitiveAgeMonths >= actualAgeMonths + STATUS_MARGIN_MONTHS) return 'advanced';
  if (cognitiveAgeMonths <= actualAgeMonths - STATUS_MARGIN_MONTHS) return 'behind';
  return 'typical';
}

const clampAge = (months: number) => Math.min(CHILD_AGE_MAX_MONTHS, Math.max(CHILD_AGE_MIN_MONTHS, months));

/**
 * Issue 32: what a drawing shows, in plain words, from its measurements. Every result about a
 * drawing — the free analysis, the plan's baseline, each week — opens with this list.
 *
 * Counts are said in words that hold between a scan and a phone photo of the same drawing: the
 * number of closed shapes moves by up to 2 between them (ADR 025, 90th percentile), so shapes are
 * "one or two", "several" or "many", never an exact count; colours hold exactly (0 at the 90th
 * percentile), so they are counted and named.
 */
import type { DrawingFeatures } from '../../../../contracts/analysis.ts';
import { listOf } from './stage-wording.ts';
import { CONTROLLED_SCRIBBLE } from './stage.ts';

/** Closed shapes, in words that a photo's ±2 rarely moves across. */
export function shapesInWords(closedShapes: number): string {
  if (closedShapes === 0) return 'Lines and marks — no closed shapes yet';
  if (closedShapes <= 2) return 'One or two closed shapes';
  if (closedShapes <= 9) return 'Several closed shapes';
  return 'Many closed shapes';
}

export function describeSeen(f: DrawingFeatures): string[] {
  const seen = [shapesInWords(f.closedShapes)];
  if (f.nestedShapes >= 3) seen.push('Several details drawn inside other shapes, like eyes in a face');
  else if (f.nestedShapes >= 1) seen.push('A shape drawn inside another shape, like an eye in a face');
  if (f.scribbleIndex >= CONTROLLED_SCRIBBLE) seen.push('Loops and scribbled lines, made with big movements');
  else if (f.straightLineShare >= 0.3) seen.push('Straight lines');
  else if (f.lineLength > 0) seen.push('Curving lines');
  if (f.colorCount >= 2) seen.push(`${f.colorCount} colours: ${listOf(f.colors.slice(0, 6))}`);
  else if (f.colorCount === 1) seen.push(`Drawn in ${f.colors[0]}`);
  if (f.groundLine) seen.push('A ground line for things to stand on');
  if (f.skyBand) seen.push('A band of sky along the top');
  if (f.pageUsage >= 0.6) seen.push('Uses most of the page');
  else if (f.pageUsage < 0.2) seen.push('Drawn small, in part of the page');
  return seen;
}

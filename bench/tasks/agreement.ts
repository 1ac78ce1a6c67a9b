/**
 * bench:tasks' tallies: how often the scorer's result for an item agrees with the label its copy
 * was drawn to have, per shape and overall, and how often a photo's result agrees with the flat
 * scan of the same copies.
 */
import { SHAPE_ITEMS, type ItemResult, type ShapeItem } from '../../contracts/tasks.ts';
import type { ScoredSheet } from '../../server/features/tasks/scoring/score-sheet.ts';
import type { SheetLabels } from './completed-sheet.ts';

export type Tally = { agree: number; total: number };
export type Agreement = { overall: Tally; byShape: Record<ShapeItem, Tally>; notFound: number; sheets: number; misses: string[] };

export const TARGET = { overall: 0.95, perShape: 0.9, photoP50Ms: 1500 };

export function emptyAgreement(): Agreement {
  return {
    overall: { agree: 0, total: 0 },
    byShape: Object.fromEntries(SHAPE_ITEMS.map((shape) => [shape, { agree: 0, total: 0 }])) as Record<ShapeItem, Tally>,
    notFound: 0,
    sheets: 0,
    misses: [],
  };
}

/** The scorer's result per shape; a sheet not found leaves every item unscored (null), which counts as a disagreement. */
export function resultsOf(scored: ScoredSheet | null): Record<ShapeItem, ItemResult | null> {
  const results = Object.fromEntries(SHAPE_ITEMS.map((shape) => [shape, null])) as Record<ShapeItem, ItemResult | null>;
  for (const item of scored?.items ?? []) results[item.shape] = item.result;
  return results;
}

/** Adds one sheet: each item's result against what was expected (the drawn label, or the scan's result). */
export function addSheet(
  into: Agreement,
  expected: Record<ShapeItem, ItemResult | null>,
  scored: ScoredSheet | null,
  name: string,
  errors?: Record<ShapeItem, string>,
) {
  into.sheets++;
  if (!scored) into.notFound++;
  const results = resultsOf(scored);
  for (const shape of SHAPE_ITEMS) {
    const agrees = results[shape] !== null && results[shape] === expected[shape];
    for (const tally of [into.overall, into.byShape[shape]]) {
      tally.total++;
      if (agrees) tally.agree++;
    }
    if (!agrees) into.misses.push(`${name} ${shape}: drawn ${expected[shape]}${errors ? ` (${errors[shape]})` : ''}, scored ${results[shape] ?? 'not found'}`);
  }
}

const share = (tally: Tally) => (tally.total === 0 ? NaN : tally.agree / tally.total);
const percent = (value: number) => (Number.isNaN(value) ? '   –  ' : `${(100 * value).toFixed(1).padStart(5)} %`);
const met = (value: number, target: number) => (Number.isNaN(value) ? '' : value >= target ? '  met' : '  MISSED');

/** One variant's agreement as printable lines, with the targets where they apply. */
export function formatAgreement(title: string, agreement: Agreement, withTargets: boolean): string[] {
  const lines = [`${title}: ${agreement.sheets} sheets, ${agreement.notFound} not found`];
  const overall = share(agreement.overall);
  lines.push(
    `  overall          ${percent(overall)}  (${agreement.overall.agree}/${agreement.overall.total})${withTargets ? `  target ≥ ${TARGET.overall * 100} %${met(overall, TARGET.overall)}` : ''}`,
  );
  for (const shape of SHAPE_ITEMS) {
    const value = share(agreement.byShape[shape]);
    lines.push(`  ${shape.padEnd(16)} ${percent(value)}${withTargets ? `  target ≥ ${TARGET.perShape * 100} %${met(value, TARGET.perShape)}` : ''}`);
  }
  return lines;
}

export const labelsAsResults = (labels: SheetLabels): Record<ShapeItem, ItemResult | null> => ({ ...labels });

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

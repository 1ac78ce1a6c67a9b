import type { AgeRange } from '../../../../contracts/analysis';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { GrowthSeriesResponse, GrowthWeekGap } from '../../../../contracts/growth';

/**
 * One place on the chart's week axis (0 is the start, checkpoint N sits on week 4N). Values are
 * null where there is nothing to draw. Issue 32: every estimate is its own point with its range as
 * a bar; nothing joins one week's point to the next, because ranges this wide and drawings made
 * days apart show no change a line could honestly draw.
 */
export interface ChartRow {
  week: number;
  /** The week's own estimate (null for a gap, a carried-over week included) and its range as a bar. */
  estimate: number | null;
  estimateSpread: [number, number] | null;
  /** The estimate's range, for the y axis to hold it. */
  band: [number, number] | null;
  /** The child's real age that day: from the week, the checkpoint or the start, whichever is there. */
  childAge: number | null;
  baseline: number | null;
  /** Distance below and above the marker, for the start's and a checkpoint's range whiskers. */
  baselineSpread: [number, number] | null;
  checkpoint: number | null;
  checkpointSpread: [number, number] | null;
  checkpointNumber: number | null;
}

const spread = (estimate: number, range: AgeRange | null): [number, number] | null =>
  range ? [Math.max(0, estimate - Math.min(range.min, range.max)), Math.max(0, Math.max(range.min, range.max) - estimate)] : null;
const band = (range: AgeRange | null): [number, number] | null => (range ? [Math.min(range.min, range.max), Math.max(range.min, range.max)] : null);

const emptyRow = (week: number): ChartRow => ({
  week,
  estimate: null,
  estimateSpread: null,
  band: null,
  childAge: null,
  baseline: null,
  baselineSpread: null,
  checkpoint: null,
  checkpointSpread: null,
  checkpointNumber: null,
});

/** The series as the chart draws it: one row per week position, in order. */
export function chartRows(series: GrowthSeriesResponse): ChartRow[] {
  const rows = new Map<number, ChartRow>();
  const at = (week: number) => rows.get(week) ?? rows.set(week, emptyRow(week)).get(week)!;
  if (series.baseline) {
    const row = at(0);
    row.baseline = series.baseline.estimate;
    row.baselineSpread = spread(series.baseline.estimate, series.baseline.range);
    row.childAge = series.baseline.childAge;
  }
  for (const week of series.weeks) {
    const row = at(week.week);
    if (week.kind !== 'week') continue;
    row.estimate = week.estimate;
    row.estimateSpread = spread(week.estimate, week.range);
    row.band = band(week.range);
    row.childAge = week.childAge;
  }
  for (const checkpoint of series.checkpoints) {
    const row = at(checkpoint.week);
    row.checkpoint = checkpoint.estimate;
    row.checkpointSpread = spread(checkpoint.estimate, checkpoint.range);
    row.checkpointNumber = checkpoint.checkpointNumber;
    row.childAge ??= checkpoint.childAge;
  }
  return [...rows.values()].sort((a, b) => a.week - b.week);
}

/** Whether anything after the start has been evaluated: before that the tab shows its empty state. */
export const hasEvaluations = (series: GrowthSeriesResponse) => series.weeks.some((w) => w.kind === 'week') || series.checkpoints.length > 0;

/** The y axis in whole years around every value drawn, so bands are never cut off. */
export function ageDomain(rows: readonly ChartRow[]): [number, number] {
  const values = rows.flatMap((r) => [
    r.estimate,
    r.childAge,
    ...(r.band ?? []),
    r.baseline,
    r.checkpoint,
    r.baseline !== null && r.baselineSpread ? r.baseline - r.baselineSpread[0] : null,
    r.baseline !== null && r.baselineSpread ? r.baseline + r.baselineSpread[1] : null,
    r.checkpoint !== null && r.checkpointSpread ? r.checkpoint - r.checkpointSpread[0] : null,
    r.checkpoint !== null && r.checkpointSpread ? r.checkpoint + r.checkpointSpread[1] : null,
  ]);
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return [0, 120];
  return [Math.max(0, Math.floor(Math.min(...known) / 12) * 12), Math.ceil(Math.max(...known) / 12) * 12];
}

/** Ticks at every whole year of the domain. */
export const yearTicks = ([low, high]: [number, number]) => Array.from({ length: Math.floor((high - low) / 12) + 1 }, (_, i) => low + i * 12);

/** What a gap means, in the parent's words (message keys). */
export const GAP_TEXT: Record<GrowthWeekGap['reason'], MessageKey> = {
  'not-submitted': 'growth.gap.notSubmitted',
  pending: 'growth.gap.pending',
  failed: 'growth.gap.failed',
  'no-estimate': 'growth.gap.noEstimate',
  'carried-over': 'growth.gap.carriedOver',
};

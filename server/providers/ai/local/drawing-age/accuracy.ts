/**
 * How true drawing-age estimates are to children's ages: the numbers `npm run calibrate` fits by
 * and `npm run bench:accuracy` reports, as pure functions (no I/O), so they can be checked by
 * hand-computed unit tests rather than trusted.
 */

export type DevelopmentStatus = 'advanced' | 'typical' | 'behind';

/** One analysed drawing: the child's age (months), the analyser's estimate, its range and status. */
export type Row = {
  file: string;
  ageMonths: number;
  estimate: number;
  min: number;
  max: number;
  status: DevelopmentStatus;
};

export type AccuracyReport = {
  n: number;
  /** Rank correlation of estimate with age; NaN when it is undefined (n < 2 or no variation). */
  spearmanRho: number;
  meanAbsoluteErrorMonths: number;
  /** Share (0–1) of drawings whose range contains the child's age. */
  coverage: number;
  behindShare: number;
  advancedShare: number;
  medianRangeWidthMonths: number;
  /** Keyed by whole years of age ("4" … "8"): the median estimate (months) of that year's drawings. */
  medianEstimateByAgeYear: Record<string, number>;
};

/** Median; NaN for an empty list (there is nothing to report, and 0 would look like a result). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile (p in 0–100), the same definition bench/analyze.ts uses; NaN if empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** 1-based ranks; tied values share the average of the ranks they occupy (1, 2.5, 2.5, 4). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const meanA = a.reduce((sum, x) => sum + x, 0) / n;
  const meanB = b.reduce((sum, x) => sum + x, 0) / n;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i]! - meanA;
    const db = b[i]! - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA === 0 || varianceB === 0 ? Number.NaN : covariance / Math.sqrt(varianceA * varianceB);
}

/**
 * Spearman's ρ: Pearson's correlation of the average ranks. With ties this is the correct form;
 * the shortcut 1 − 6Σd²/(n(n²−1)) is only exact without ties, and the ages here are all ties.
 */
export function spearman(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error(`spearman: lengths differ (${a.length} vs ${b.length})`);
  if (a.length < 2) return Number.NaN;
  return pearson(averageRanks(a), averageRanks(b));
}

const share = (rows: readonly Row[], test: (row: Row) => boolean) => (rows.length === 0 ? Number.NaN : rows.filter(test).length / rows.length);

export function accuracyReport(rows: readonly Row[]): AccuracyReport {
  const byYear = new Map<number, number[]>();
  for (const row of rows) {
    const year = Math.floor(row.ageMonths / 12);
    byYear.set(year, [...(byYear.get(year) ?? []), row.estimate]);
  }
  const medianEstimateByAgeYear: Record<string, number> = {};
  for (const year of [...byYear.keys()].sort((a, b) => a - b)) medianEstimateByAgeYear[String(year)] = median(byYear.get(year)!);

  return {
    n: rows.length,
    spearmanRho: spearman(
      rows.map((row) => row.ageMonths),
      rows.map((row) => row.estimate),
    ),
    meanAbsoluteErrorMonths: rows.length === 0 ? Number.NaN : rows.reduce((sum, row) => sum + Math.abs(row.estimate - row.ageMonths), 0) / rows.length,
    coverage: share(rows, (row) => row.min <= row.ageMonths && row.ageMonths <= row.max),
    behindShare: share(rows, (row) => row.status === 'behind'),
    advancedShare: share(rows, (row) => row.status === 'advanced'),
    medianRangeWidthMonths: median(rows.map((row) => row.max - row.min)),
    medianEstimateByAgeYear,
  };
}

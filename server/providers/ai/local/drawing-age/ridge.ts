/**
 * Ridge regression (least squares with an L2 penalty) on standardised inputs, with a sign per
 * input: +1 for a measure that may only raise the estimate (more parts, more detail), −1 for one
 * that may only lower it (tangled scribble), 0 for either. The signs are the developmental
 * literature's direction; the data decides only how much each counts (ADR 018). Coordinate
 * descent from zero, a fixed number of sweeps: the same data always gives the same weights.
 */

export type RidgeModel = {
  /** Per input: the mean and spread it is standardised with. */
  means: number[];
  scales: number[];
  weights: number[];
  intercept: number;
};

const SWEEPS = 200;

export function fitRidge(rows: number[][], targets: number[], penalty: number, signs: readonly number[] = []): RidgeModel {
  const n = rows.length;
  const p = rows[0]?.length ?? 0;
  if (n === 0 || p === 0) throw new Error('fitRidge needs at least one row and one input');
  const means = Array.from({ length: p }, (_, j) => rows.reduce((sum, r) => sum + r[j]!, 0) / n);
  const scales = means.map((mean, j) => Math.sqrt(rows.reduce((sum, r) => sum + (r[j]! - mean) ** 2, 0) / n) || 1);
  const z = rows.map((r) => r.map((v, j) => (v - means[j]!) / scales[j]!));
  const intercept = targets.reduce((a, b) => a + b, 0) / n;
  // Minimises Σ(residual²)/n + penalty·Σw²; each standardised column has Σz²/n = 1.
  const residual = targets.map((t) => t - intercept);
  const weights = new Array<number>(p).fill(0);
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (let j = 0; j < p; j++) {
      let correlation = 0;
      for (let i = 0; i < n; i++) correlation += z[i]![j]! * (residual[i]! + z[i]![j]! * weights[j]!);
      let next = correlation / n / (1 + penalty);
      if ((signs[j] ?? 0) > 0) next = Math.max(0, next);
      if ((signs[j] ?? 0) < 0) next = Math.min(0, next);
      const change = next - weights[j]!;
      if (change === 0) continue;
      for (let i = 0; i < n; i++) residual[i]! -= change * z[i]![j]!;
      weights[j] = next;
    }
  }
  return { means, scales, weights, intercept };
}

export function predictRidge(model: RidgeModel, row: number[]): number {
  return row.reduce((sum, v, j) => sum + model.weights[j]! * ((v - model.means[j]!) / model.scales[j]!), model.intercept);
}

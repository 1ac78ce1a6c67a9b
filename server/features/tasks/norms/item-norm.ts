/**
 * An item's published ages: the ages in months at which 50 % and 90 % of children pass it, and
 * where they come from. The estimate draws a logistic curve through the two (ADR 030).
 */
export interface ItemNorm {
  age50: number;
  age90: number;
  /** The short citation the ages come from; "read from" where we read them off a chart. */
  source: string;
}

/** ln 9: a logistic is at 90 % this many scale units past its 50 % point. */
const LOGIT_90 = Math.log(9);

/** The share of children of this age (months) who pass the item, by the norms alone. */
export function normPassShare(norm: ItemNorm, ageMonths: number): number {
  const scale = (norm.age90 - norm.age50) / LOGIT_90;
  return 1 / (1 + Math.exp(-(ageMonths - norm.age50) / scale));
}

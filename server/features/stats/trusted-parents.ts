import { TRUSTED_PARENTS_THRESHOLD } from '../../../contracts/stats.ts';

/**
 * The parent count as the site may say it: null below the threshold, otherwise rounded down to a
 * plain figure — whole thousands up to 99,999, then two significant digits (120,000; 1,200,000) —
 * so "Trusted by 1,000+ parents" never claims more than is true.
 */
export function trustedParentsFigure(count: number): number | null {
  if (!Number.isFinite(count) || count < TRUSTED_PARENTS_THRESHOLD) return null;
  const digits = Math.floor(Math.log10(count)) + 1;
  const step = Math.max(1000, 10 ** (digits - 2));
  return Math.floor(count / step) * step;
}

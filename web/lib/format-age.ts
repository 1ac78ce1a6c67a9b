import { ESTIMATE_HALF_RANGE_MONTHS } from '../../contracts/child-age';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Months as a parent says them: "4 years 7 months", "2 years", "9 months". */
export function formatYearsMonths(totalMonths: number): string {
  const months = Math.max(0, Math.round(totalMonths));
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'month');
  if (rest === 0) return plural(years, 'year');
  return `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

/** "between 4 years 1 month and 5 years 1 month" */
export function formatAgeRange(range: { min: number; max: number }): string {
  return `between ${formatYearsMonths(range.min)} and ${formatYearsMonths(range.max)}`;
}

/** The range an estimate given as one number stands for: ± ESTIMATE_HALF_RANGE_MONTHS. */
export function estimateRange(months: number): { min: number; max: number } {
  return { min: Math.max(0, months - ESTIMATE_HALF_RANGE_MONTHS), max: months + ESTIMATE_HALF_RANGE_MONTHS };
}

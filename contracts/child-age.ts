// The ages Kritzel works with, without any schema: the browser formats ages on pages that
// validate nothing (the free analysis) and should not download zod for two numbers and a formatter.
export const CHILD_AGE_MIN_MONTHS = 18;
export const CHILD_AGE_MAX_MONTHS = 144;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Months as a parent says them: "4 years 7 months", "2 years", "9 months" (server and web alike). */
export function formatYearsMonths(totalMonths: number): string {
  const months = Math.max(0, Math.round(totalMonths));
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'month');
  if (rest === 0) return plural(years, 'year');
  return `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

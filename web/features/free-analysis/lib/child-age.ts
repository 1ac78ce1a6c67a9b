/** Spec 001 §5: birth-year choices are the current year and the 17 before it. */
export const BIRTH_YEAR_COUNT = 18;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const INVALID_DATE = 'Invalid date';

/** The years a parent can pick, newest first. */
export function birthYears(today: Date = new Date()): number[] {
  const current = today.getFullYear();
  return Array.from({ length: BIRTH_YEAR_COUNT }, (_, i) => current - i);
}

/**
 * The child's age in whole months from a birth month (1–12) and year. Undefined when either
 * is missing, the month does not exist, or the date lies in the future (negative age).
 */
export function ageInMonths(month: number | undefined, year: number | undefined, today: Date = new Date()): number | undefined {
  if (month === undefined || year === undefined) return undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return undefined;
  const months = (today.getFullYear() - year) * 12 + (today.getMonth() + 1 - month);
  return months < 0 ? undefined : months;
}

/** 'Invalid date' once both parts are chosen but make no age; nothing while still choosing. */
export function birthDateError(month: number | undefined, year: number | undefined, today: Date = new Date()): string | undefined {
  if (month === undefined || year === undefined) return undefined;
  return ageInMonths(month, year, today) === undefined ? INVALID_DATE : undefined;
}

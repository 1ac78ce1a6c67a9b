import { formatYearsMonths } from '../../../../contracts/child-age';
import { ageFromBirthMonth } from '@/lib/birth-month';

/** Spec 001 §5: birth-year choices are the current year and the 17 before it. */
export const BIRTH_YEAR_COUNT = 18;

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
export function childAgeInMonths(month: number | undefined, year: number | undefined, today: Date = new Date()): number | undefined {
  if (month === undefined || year === undefined) return undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return undefined;
  const months = ageFromBirthMonth(month, year, today);
  return months < 0 ? undefined : months;
}

/** 'Invalid date' once both parts are chosen but make no age; nothing while still choosing. */
export function birthDateError(month: number | undefined, year: number | undefined, today: Date = new Date()): string | undefined {
  if (month === undefined || year === undefined) return undefined;
  return childAgeInMonths(month, year, today) === undefined ? INVALID_DATE : undefined;
}

/** Below the birth date: the age it makes, read back so a wrong pick shows; why we ask, before. */
export function birthDateHint(month: number | undefined, year: number | undefined, today: Date = new Date()): string {
  const age = childAgeInMonths(month, year, today);
  return age !== undefined ? `Your child is ${formatYearsMonths(age)} old.` : "Lets us compare the drawing with your child's age.";
}

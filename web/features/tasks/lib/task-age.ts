import { formatYearsMonths, isServedAge } from '../../../../contracts/child-age';
import { SERVED_AGE_MESSAGE } from '../../../../contracts/vocabulary';
import { ageFromBirthMonth } from '@/lib/birth-month';

/** The task's norms need the child's age: without it there is nothing to compare the copies with. */
export const AGE_NEEDED = "Please give your child's birth month and year: the shapes are compared with what children of that age copy.";
export const INVALID_DATE = 'Invalid date';

/** Whole months of a child aged 3 to 10 from a birth month and year; undefined otherwise. */
export function taskChildAge(month: number | undefined, year: number | undefined, today: Date = new Date()): number | undefined {
  if (month === undefined || year === undefined) return undefined;
  const months = ageFromBirthMonth(month, year, today);
  return isServedAge(months) ? months : undefined;
}

/** Nothing while still choosing (unless asked to insist); why the date cannot be used once it is given. */
export function taskBirthDateError(month: number | undefined, year: number | undefined, insist: boolean, today: Date = new Date()): string | undefined {
  if (month === undefined || year === undefined) return insist ? AGE_NEEDED : undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12) return INVALID_DATE;
  return taskChildAge(month, year, today) === undefined ? SERVED_AGE_MESSAGE : undefined;
}

/** The age read back, so a wrong pick shows; before it, why we ask. */
export function taskBirthDateHint(month: number | undefined, year: number | undefined, today: Date = new Date()): string {
  const age = taskChildAge(month, year, today);
  return age === undefined ? 'The copies are compared with what children of your child’s age usually copy.' : `Your child is ${formatYearsMonths(age)} old.`;
}

import { formatYearsMonthsIn, isServedAge } from '../../../../contracts/child-age';
import type { Translator } from '../../../../contracts/i18n/translator';
import { SERVED_AGE_MESSAGE } from '../../../../contracts/vocabulary';
import { i18nStore } from '@/i18n/i18n-store';
import { ageFromBirthMonth, birthYearsServed } from '@/lib/birth-month';

/** The page's translator: these helpers run while a component that reads useT() renders. */
const pageT = (): Translator => i18nStore.get().t;

/** The English messages (the spec's); pages show them in their language (validation.invalidDate, validation.servedAge). */
export const INVALID_DATE = 'Invalid date';
/** A birth month and year that make a child younger than 3 or older than 10 (issue 32). */
export const OUTSIDE_AGES = SERVED_AGE_MESSAGE;

/** The years a parent can pick, newest first: those of a child aged 3 to 10 today (in place of spec 001 §5's 18 years). */
export function birthYears(today: Date = new Date()): number[] {
  return birthYearsServed(today);
}

/** Whole months from a birth month and year, or undefined while either is missing or the month does not exist. */
function monthsSince(month: number | undefined, year: number | undefined, today: Date): number | undefined {
  if (month === undefined || year === undefined) return undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return undefined;
  return ageFromBirthMonth(month, year, today);
}

/**
 * The child's age in whole months from a birth month (1–12) and year, as the analysis sends it.
 * Undefined when either is missing, the month does not exist, or the age lies outside the served
 * 3 to 10 years (the form then shows why, and the drawing is analysed without an age).
 */
export function childAgeInMonths(month: number | undefined, year: number | undefined, today: Date = new Date()): number | undefined {
  const months = monthsSince(month, year, today);
  return months !== undefined && isServedAge(months) ? months : undefined;
}

/**
 * Nothing while still choosing; 'Invalid date' for a month that does not exist; the served-ages
 * message for a child younger than 3 (a birth month to come included) or older than 10.
 */
export function birthDateError(month: number | undefined, year: number | undefined, today: Date = new Date(), t: Translator = pageT()): string | undefined {
  if (month === undefined || year === undefined) return undefined;
  const months = monthsSince(month, year, today);
  if (months === undefined) return t('validation.invalidDate');
  return isServedAge(months) ? undefined : t('validation.servedAge');
}

/** Below the birth date: the age it makes, read back so a wrong pick shows; why we ask, before. */
export function birthDateHint(month: number | undefined, year: number | undefined, today: Date = new Date(), t: Translator = pageT()): string {
  const age = childAgeInMonths(month, year, today);
  return age !== undefined ? t('ages.birth.childIs', { age: formatYearsMonthsIn(t, age) }) : t('freeAnalysis.birth.why');
}

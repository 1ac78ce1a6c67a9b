import type { Translator } from './i18n/translator.ts';
import { SERVED_AGE_MONTHS } from './vocabulary.ts';

// The ages Kritzel works with, without any schema: the browser formats ages on pages that
// validate nothing (the free analysis) and should not download zod for two numbers and a formatter.
/**
 * A child's age as set-up, the plan's birth date and the free analysis accept it: the span Kritzel
 * serves, 3 to 10 years (issue 32; the spec's 18 months–12 years is not used). Only the drawing-age
 * model's own ranges reach further (server/providers/ai/local/drawing-age/estimate.ts).
 */
export const CHILD_AGE_MIN_MONTHS: number = SERVED_AGE_MONTHS.min;
export const CHILD_AGE_MAX_MONTHS: number = SERVED_AGE_MONTHS.max;

/** A whole number of months inside the served span, 36–131. */
export function isServedAge(months: number): boolean {
  return Number.isInteger(months) && months >= CHILD_AGE_MIN_MONTHS && months <= CHILD_AGE_MAX_MONTHS;
}

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

/** The same in the translator's language ("4 Jahre 7 Monate", "4 años y 7 meses"); English reads as formatYearsMonths. */
export function formatYearsMonthsIn(t: Translator, totalMonths: number): string {
  const months = Math.max(0, Math.round(totalMonths));
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return t('ages.months', { count: rest });
  if (rest === 0) return t('ages.years', { count: years });
  return t('ages.yearsAndMonths', { years, months: rest });
}

/** A day as a calendar shows it (month 1–12); a parent gives a birth month and year, no day. */
export interface CalendarDate {
  year: number;
  month: number;
  day?: number;
}

/** The calendar date a moment falls on: where the parent is ('local'), or on the server's clock ('utc'). */
export function calendarDate(moment: Date, clock: 'local' | 'utc'): Required<CalendarDate> {
  return clock === 'utc'
    ? { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() }
    : { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A child's age in whole months on `on`, born on `birth`: counted on the calendar, as a parent
 * counts birthdays, not by a fixed month length that drifts a day or two a month. A month is
 * complete on the same day of the month, or on the month's last day when it is shorter (born on
 * 31 January, one month old on 28 February; born 29 February, a year old on 28 February). A birth
 * without a day counts from the month's first. Negative while the birth date is still to come.
 */
export function ageInMonths(birth: CalendarDate, on: Required<CalendarDate>): number {
  const months = (on.year - birth.year) * 12 + (on.month - birth.month);
  const birthDay = birth.day ?? 1;
  const dayReached = on.day >= birthDay || on.day === daysInMonth(on.year, on.month);
  return dayReached ? months : months - 1;
}

/** The age a birth month (1–12) and year make on `today`: parents give no day, so it counts from the 1st. */
const ageFromMonth = (year: number, month: number, today: Required<CalendarDate>) => ageInMonths({ year, month }, today);

/**
 * The birth years of the children Kritzel serves today, newest first: every year with at least
 * one month that makes an age of 36–131 months — eight or nine years, depending on the month.
 */
export function servedBirthYears(today: Required<CalendarDate>): number[] {
  const years: number[] = [];
  for (let year = today.year; year >= today.year - 12; year--) {
    if (Array.from({ length: 12 }, (_, i) => i + 1).some((month) => isServedAge(ageFromMonth(year, month, today)))) years.push(year);
  }
  return years;
}

/** Whether a child born in this month (1–12) and year is inside the served span on `today`. */
export function isServedBirthMonth(month: number, year: number, today: Required<CalendarDate>): boolean {
  return isServedAge(ageFromMonth(year, month, today));
}

import { ageInMonths, calendarDate, isServedBirthMonth, servedBirthYears } from '../../contracts/child-age';

// Parents give a birth month and a year, never a day: both forms that ask (free analysis, plan
// setup) offer the same months and years and turn them into an age the same way.
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The twelve months' names in a language ("Januar", "enero"), from the browser's own calendar data. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}

/** Whole months from a birth month (1–12) and year to today's month; negative for a month to come. */
export function ageFromBirthMonth(month: number, year: number, today: Date = new Date()): number {
  return ageInMonths({ year, month }, calendarDate(today, 'local'));
}

/** The birth years of a child aged 3 to 10 today, on the parent's calendar, newest first (issue 32). */
export function birthYearsServed(today: Date = new Date()): number[] {
  return servedBirthYears(calendarDate(today, 'local'));
}

/** Whether this birth month and year make a child aged 3 to 10 today (36–131 months). */
export function birthMonthServed(month: number, year: number, today: Date = new Date()): boolean {
  return isServedBirthMonth(month, year, calendarDate(today, 'local'));
}

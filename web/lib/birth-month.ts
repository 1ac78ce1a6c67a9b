import { ageInMonths, calendarDate } from '../../contracts/child-age';

// Parents give a birth month and a year, never a day: both forms that ask (free analysis, plan
// setup) offer the same months and turn them into an age the same way.
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Whole months from a birth month (1–12) and year to today's month; negative for a month to come. */
export function ageFromBirthMonth(month: number, year: number, today: Date = new Date()): number {
  return ageInMonths({ year, month }, calendarDate(today, 'local'));
}

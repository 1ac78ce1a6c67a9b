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

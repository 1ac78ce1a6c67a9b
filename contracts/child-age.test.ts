import { describe, expect, it } from 'vitest';
import { ageInMonths, calendarDate, isServedAge, isServedBirthMonth, servedBirthYears } from './child-age.ts';

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });
const isoDay = (text: string) => {
  const [year, month, dayOfMonth] = text.split('-').map(Number) as [number, number, number];
  return day(year, month, dayOfMonth);
};

describe('ageInMonths', () => {
  it('counts whole calendar months from a birth month and year (the day does not matter)', () => {
    expect(ageInMonths({ year: 2025, month: 6 }, day(2025, 6, 1))).toBe(0);
    expect(ageInMonths({ year: 2025, month: 5 }, day(2025, 6, 15))).toBe(1);
    expect(ageInMonths({ year: 2020, month: 11 }, day(2025, 6, 30))).toBe(55);
    expect(ageInMonths({ year: 2024, month: 12 }, day(2025, 1, 2))).toBe(1);
  });

  it('is negative for a birth month still to come', () => {
    expect(ageInMonths({ year: 2025, month: 7 }, day(2025, 6, 15))).toBe(-1);
    expect(ageInMonths({ year: 2025, month: 1 }, day(2024, 12, 31))).toBe(-1);
  });

  /** Born on a day, seen on a day ('YYYY-MM-DD' each), and the whole months between. */
  it.each([
    // A month completes on the same day of the month, not after a fixed number of days;
    // February is 28 days: a fixed month of 30.4 days would not count it yet.
    ['2026-01-15', '2026-02-14', 0],
    ['2026-01-15', '2026-02-15', 1],
    ['2026-02-01', '2026-03-01', 1],
    // A birthday later in the month is waited for.
    ['2021-03-20', '2026-03-19', 59],
    ['2021-03-20', '2026-03-20', 60],
    ['2026-01-15', '2026-01-10', -1],
    // A month completes on the last day of a shorter month.
    ['2026-01-31', '2026-02-27', 0],
    ['2026-01-31', '2026-02-28', 1],
    ['2026-03-31', '2026-04-30', 1],
    ['2026-01-31', '2026-03-30', 1],
    ['2026-01-31', '2026-03-31', 2],
    // Leap days: born on 29 February, a year old on 28 February when the year has no 29th;
    // in a leap year the 29th comes, so the 28th is one day short.
    ['2020-02-29', '2021-02-27', 11],
    ['2020-02-29', '2021-02-28', 12],
    ['2020-02-29', '2024-02-28', 47],
    ['2020-02-29', '2024-02-29', 48],
    ['2024-01-31', '2024-02-29', 1],
    ['2024-01-31', '2024-02-28', 0],
  ] as const)('born %s, on %s: %i whole months', (born, on, months) => {
    expect(ageInMonths(isoDay(born), isoDay(on))).toBe(months);
  });
});

describe('calendarDate', () => {
  it('reads a moment on the parent’s clock or in UTC', () => {
    expect(calendarDate(new Date(2025, 5, 15, 12), 'local')).toEqual(day(2025, 6, 15));
    expect(calendarDate(new Date('2026-01-31T23:30:00Z'), 'utc')).toEqual(day(2026, 1, 31));
  });
});

describe('the served ages (issue 32: 3 to 10)', () => {
  it('accepts 36 to 131 whole months and refuses 35 and 132', () => {
    expect([35, 36, 131, 132, 60.5, Number.NaN].map(isServedAge)).toEqual([false, true, true, false, false, false]);
  });

  it('offers exactly the birth years with a served month, newest first', () => {
    expect(servedBirthYears(day(2026, 3, 10))).toEqual([2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
    expect(servedBirthYears(day(2026, 12, 31))).toEqual([2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
    expect(servedBirthYears(day(2026, 1, 1))).toEqual([2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
  });

  it('tells which months of a year are served', () => {
    const today = day(2026, 3, 10);
    expect([isServedBirthMonth(3, 2023, today), isServedBirthMonth(4, 2023, today)]).toEqual([true, false]);
    expect([isServedBirthMonth(4, 2015, today), isServedBirthMonth(3, 2015, today)]).toEqual([true, false]);
  });
});

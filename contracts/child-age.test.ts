import { describe, expect, it } from 'vitest';
import { ageInMonths, calendarDate } from './child-age.ts';

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

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

  it('completes a month on the same day of the month, not after a fixed number of days', () => {
    expect(ageInMonths(day(2026, 1, 15), day(2026, 2, 14))).toBe(0);
    expect(ageInMonths(day(2026, 1, 15), day(2026, 2, 15))).toBe(1);
    // February is 28 days: a fixed month of 30.4 days would not count it yet.
    expect(ageInMonths(day(2026, 2, 1), day(2026, 3, 1))).toBe(1);
  });

  it('waits for a birthday later in the month', () => {
    expect(ageInMonths(day(2021, 3, 20), day(2026, 3, 19))).toBe(59);
    expect(ageInMonths(day(2021, 3, 20), day(2026, 3, 20))).toBe(60);
    expect(ageInMonths(day(2026, 1, 15), day(2026, 1, 10))).toBe(-1);
  });

  it('completes a month on the last day of a shorter month', () => {
    expect(ageInMonths(day(2026, 1, 31), day(2026, 2, 27))).toBe(0);
    expect(ageInMonths(day(2026, 1, 31), day(2026, 2, 28))).toBe(1);
    expect(ageInMonths(day(2026, 3, 31), day(2026, 4, 30))).toBe(1);
    expect(ageInMonths(day(2026, 1, 31), day(2026, 3, 30))).toBe(1);
    expect(ageInMonths(day(2026, 1, 31), day(2026, 3, 31))).toBe(2);
  });

  it('handles leap days', () => {
    // Born on 29 February: a year old on 28 February when the year has no 29th.
    expect(ageInMonths(day(2020, 2, 29), day(2021, 2, 27))).toBe(11);
    expect(ageInMonths(day(2020, 2, 29), day(2021, 2, 28))).toBe(12);
    // In a leap year the 29th comes, so the 28th is one day short.
    expect(ageInMonths(day(2020, 2, 29), day(2024, 2, 28))).toBe(47);
    expect(ageInMonths(day(2020, 2, 29), day(2024, 2, 29))).toBe(48);
    expect(ageInMonths(day(2024, 1, 31), day(2024, 2, 29))).toBe(1);
    expect(ageInMonths(day(2024, 1, 31), day(2024, 2, 28))).toBe(0);
  });
});

describe('calendarDate', () => {
  it('reads a moment on the parent’s clock or in UTC', () => {
    expect(calendarDate(new Date(2025, 5, 15, 12), 'local')).toEqual(day(2025, 6, 15));
    expect(calendarDate(new Date('2026-01-31T23:30:00Z'), 'utc')).toEqual(day(2026, 1, 31));
  });
});

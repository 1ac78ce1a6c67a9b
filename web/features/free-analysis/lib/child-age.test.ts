import { describe, expect, it } from 'vitest';
import { BIRTH_YEAR_COUNT, birthDateError, birthDateHint, birthYears, childAgeInMonths, INVALID_DATE } from './child-age';

// 15 June 2025: months are 1-based in the UI, 0-based in Date.
const today = new Date(2025, 5, 15);

describe('birthYears', () => {
  it('offers the current year and the 17 before it, newest first', () => {
    const years = birthYears(today);
    expect(years).toHaveLength(BIRTH_YEAR_COUNT);
    expect(years).toHaveLength(18);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2008);
  });
});

describe('childAgeInMonths', () => {
  it('counts whole months from the birth month to this month', () => {
    expect(childAgeInMonths(6, 2025, today)).toBe(0);
    expect(childAgeInMonths(5, 2025, today)).toBe(1);
    expect(childAgeInMonths(11, 2020, today)).toBe(55); // 4 years 7 months
    expect(childAgeInMonths(6, 2021, today)).toBe(48);
    expect(childAgeInMonths(7, 2021, today)).toBe(47);
    expect(childAgeInMonths(1, 2008, today)).toBe(209);
  });

  it('is undefined when the date lies in the future (negative age)', () => {
    expect(childAgeInMonths(7, 2025, today)).toBeUndefined();
    expect(childAgeInMonths(1, 2026, today)).toBeUndefined();
  });

  it('is undefined while month or year is missing, or for a month that does not exist', () => {
    expect(childAgeInMonths(undefined, 2020, today)).toBeUndefined();
    expect(childAgeInMonths(3, undefined, today)).toBeUndefined();
    expect(childAgeInMonths(0, 2020, today)).toBeUndefined();
    expect(childAgeInMonths(13, 2020, today)).toBeUndefined();
    expect(childAgeInMonths(Number.NaN, 2020, today)).toBeUndefined();
  });

  it('works across the turn of the year', () => {
    expect(childAgeInMonths(12, 2024, new Date(2025, 0, 2))).toBe(1);
    expect(childAgeInMonths(1, 2025, new Date(2024, 11, 31))).toBeUndefined();
  });
});

describe('birthDateError', () => {
  it("says 'Invalid date' for a future month or an impossible month", () => {
    expect(birthDateError(12, 2025, today)).toBe(INVALID_DATE);
    expect(INVALID_DATE).toBe('Invalid date');
    expect(birthDateError(13, 2020, today)).toBe('Invalid date');
  });

  it('says nothing for a valid date or while the parent is still choosing', () => {
    expect(birthDateError(6, 2025, today)).toBeUndefined();
    expect(birthDateError(3, 2019, today)).toBeUndefined();
    expect(birthDateError(3, undefined, today)).toBeUndefined();
    expect(birthDateError(undefined, undefined, today)).toBeUndefined();
  });
});

describe('birthDateHint', () => {
  it('reads the age back once month and year make one, and says why it is asked before', () => {
    expect(birthDateHint(11, 2020, today)).toBe('Your child is 4 years 7 months old.');
    expect(birthDateHint(undefined, 2020, today)).toBe("Lets us compare the drawing with your child's age.");
  });
});

import { describe, expect, it } from 'vitest';
import { SERVED_AGE_MESSAGE } from '../../../../contracts/vocabulary';
import { birthDateError, birthDateHint, birthYears, childAgeInMonths, INVALID_DATE, OUTSIDE_AGES } from './child-age';

// 15 June 2025: months are 1-based in the UI, 0-based in Date.
const today = new Date(2025, 5, 15);

describe('birthYears', () => {
  it('offers exactly the years in which a child aged 3 to 10 today was born, newest first', () => {
    // June 2025: 36 months is June 2022, 131 months is July 2014.
    expect(birthYears(today)).toEqual([2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]);
    // December: the youngest is born in December three years back, the oldest in January ten years back.
    expect(birthYears(new Date(2025, 11, 1))).toEqual([2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
    // January: 36 months is January 2022, 131 months is February 2014.
    expect(birthYears(new Date(2025, 0, 31))).toEqual([2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]);
  });
});

describe('childAgeInMonths', () => {
  it('counts whole months from the birth month to this month, inside 3 to 10 years', () => {
    expect(childAgeInMonths(11, 2020, today)).toBe(55); // 4 years 7 months
    expect(childAgeInMonths(6, 2021, today)).toBe(48);
    expect(childAgeInMonths(7, 2021, today)).toBe(47);
    expect(childAgeInMonths(6, 2022, today)).toBe(36);
    expect(childAgeInMonths(7, 2014, today)).toBe(131);
  });

  it('is undefined for a child younger than 3 or older than 10, or a date still to come', () => {
    expect(childAgeInMonths(7, 2022, today)).toBeUndefined(); // 35 months
    expect(childAgeInMonths(6, 2014, today)).toBeUndefined(); // 132 months
    expect(childAgeInMonths(6, 2025, today)).toBeUndefined();
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
    expect(childAgeInMonths(12, 2021, new Date(2025, 0, 2))).toBe(37);
    expect(childAgeInMonths(1, 2022, new Date(2024, 11, 31))).toBeUndefined();
  });
});

describe('birthDateError', () => {
  it('refuses 35 and 132 months with the served-ages message, and accepts 36 and 131', () => {
    expect(OUTSIDE_AGES).toBe(SERVED_AGE_MESSAGE);
    expect(SERVED_AGE_MESSAGE).toBe('Child must be between 3 and 10 years old');
    expect(birthDateError(7, 2022, today)).toBe(SERVED_AGE_MESSAGE); // 35 months
    expect(birthDateError(6, 2022, today)).toBeUndefined(); // 36
    expect(birthDateError(7, 2014, today)).toBeUndefined(); // 131
    expect(birthDateError(6, 2014, today)).toBe(SERVED_AGE_MESSAGE); // 132
    expect(birthDateError(12, 2025, today)).toBe(SERVED_AGE_MESSAGE); // still to come
  });

  it("says 'Invalid date' for a month that does not exist", () => {
    expect(INVALID_DATE).toBe('Invalid date');
    expect(birthDateError(13, 2020, today)).toBe('Invalid date');
  });

  it('says nothing for a served age or while the parent is still choosing', () => {
    expect(birthDateError(3, 2019, today)).toBeUndefined();
    expect(birthDateError(3, undefined, today)).toBeUndefined();
    expect(birthDateError(undefined, undefined, today)).toBeUndefined();
  });
});

describe('birthDateHint', () => {
  it('reads the age back once month and year make one, and says why it is asked before', () => {
    expect(birthDateHint(11, 2020, today)).toBe('Your child is 4 years 7 months old.');
    expect(birthDateHint(undefined, 2020, today)).toBe("Lets us compare the drawing with your child's age.");
    expect(birthDateHint(7, 2022, today)).toBe("Lets us compare the drawing with your child's age.");
  });
});

import { describe, expect, it } from 'vitest';
import { formatAgeRange, formatYearsMonths } from './format-age';

describe('formatYearsMonths', () => {
  it.each([
    [55, '4 years 7 months'],
    [49, '4 years 1 month'],
    [48, '4 years'],
    [12, '1 year'],
    [13, '1 year 1 month'],
    [25, '2 years 1 month'],
    [11, '11 months'],
    [1, '1 month'],
    [0, '0 months'],
    [120, '10 years'],
  ])('%i months → %s', (months, text) => {
    expect(formatYearsMonths(months)).toBe(text);
  });

  it('never shows a negative age', () => {
    expect(formatYearsMonths(-3)).toBe('0 months');
  });
});

describe('formatAgeRange', () => {
  it('says the range in words', () => {
    expect(formatAgeRange({ min: 49, max: 61 })).toBe('between 4 years 1 month and 5 years 1 month');
  });
});

import { describe, expect, it } from 'vitest';
import {
  drawingsLikeThisSentence,
  ESTIMATE_RANGE_COVERAGE_TEXT,
  formatAboutAgeSpan,
  formatAgeRange,
  formatEstimateRange,
  formatHalfYears,
  formatYearsMonths,
} from './format-age';

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

/** As a parent reads it: no-break spaces look like spaces. */
const read = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatAgeRange', () => {
  it('says the range in words', () => {
    expect(read(formatAgeRange({ min: 49, max: 61 }))).toBe('between 4 years 1 month and 5 years 1 month');
  });

  it('never lets a line break split one age', () => {
    expect(formatAgeRange({ min: 51, max: 105 })).toBe('between 4\u00a0years\u00a03\u00a0months and 8\u00a0years\u00a09\u00a0months');
  });

  it('puts the lower end first even if the ends arrive swapped', () => {
    expect(read(formatAgeRange({ min: 80, max: 50 }))).toBe('between 4 years 2 months and 6 years 8 months');
  });
});

describe('formatEstimateRange', () => {
  it('reads a lopsided calibrated range as it is, without centring it on anything', () => {
    expect(read(formatEstimateRange({ min: 50, max: 80 }))).toBe('Likely between 4 years 2 months and 6 years 8 months');
    expect(read(formatEstimateRange({ min: 30, max: 78 }))).toBe('Likely between 2 years 6 months and 6 years 6 months');
  });
});

describe('ESTIMATE_RANGE_COVERAGE_TEXT', () => {
  it('says how many children a range holds for, in words a parent reads', () => {
    expect(ESTIMATE_RANGE_COVERAGE_TEXT).toMatch(/^about \d+ in 10 children$/);
  });
});

describe('formatHalfYears and formatAboutAgeSpan', () => {
  it.each([
    [54, '4 ½'],
    [108, '9'],
    [30, '2 ½'],
    [48, '4'],
    [107, '9'],
    [51, '4 ½'],
    [50, '4'],
    [3, '½'],
    [0, '0'],
  ])('%i months → %s', (months, text) => {
    expect(read(formatHalfYears(months))).toBe(text);
  });

  it('says a range as "about X to Y", the lower end first, and once when both ends round alike', () => {
    expect(read(formatAboutAgeSpan({ min: 54, max: 108 }))).toBe('about 4 ½ to 9');
    expect(read(formatAboutAgeSpan({ min: 108, max: 54 }))).toBe('about 4 ½ to 9');
    expect(read(formatAboutAgeSpan({ min: 60, max: 62 }))).toBe('about 5');
    expect(read(drawingsLikeThisSentence({ min: 30, max: 90 }))).toBe('Drawings like this one are made by children aged about 2 ½ to 7 ½');
  });
});

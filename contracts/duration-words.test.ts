import { describe, expect, it } from 'vitest';
import { durationInWords } from './duration-words.ts';

describe('durationInWords', () => {
  it.each([
    [0, 'less than a minute'],
    [2, 'less than a minute'],
    [59.4, 'less than a minute'],
    [60, 'about 1 minute'],
    [89, 'about 1 minute'],
    [90, 'about 2 minutes'],
    [2490, 'about 42 minutes'],
    [3569, 'about 59 minutes'],
    [3599, 'about 1 hour'],
    [5400, 'about 2 hours'],
    [86_400, 'about 24 hours'],
  ])('%d seconds read "%s"', (seconds, words) => {
    expect(durationInWords(seconds)).toBe(words);
  });

  it('never shows a bare number of seconds, even for a damaged value', () => {
    expect(durationInWords(Number.NaN)).toBe('less than a minute');
    expect(durationInWords(-5)).toBe('less than a minute');
    expect(durationInWords(Number.POSITIVE_INFINITY)).toBe('less than a minute');
  });
});

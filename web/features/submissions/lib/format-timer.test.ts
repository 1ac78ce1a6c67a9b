import { describe, expect, it } from 'vitest';
import { formatTimer } from './format-timer';

describe('formatTimer', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(7)).toBe('00:07');
    expect(formatTimer(59)).toBe('00:59');
    expect(formatTimer(60)).toBe('01:00');
    expect(formatTimer(754)).toBe('12:34');
  });

  it('keeps counting minutes past an hour and drops fractions', () => {
    expect(formatTimer(3600)).toBe('60:00');
    expect(formatTimer(6001.9)).toBe('100:01');
    expect(formatTimer(1.999)).toBe('00:01');
  });

  it('treats nonsense as zero', () => {
    expect(formatTimer(-5)).toBe('00:00');
    expect(formatTimer(Number.NaN)).toBe('00:00');
    expect(formatTimer(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

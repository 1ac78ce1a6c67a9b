import { describe, expect, it } from 'vitest';
import { trustedParentsFigure } from './trusted-parents.ts';

describe('trustedParentsFigure', () => {
  it('names no count below 1000 parents', () => {
    for (const count of [0, 1, 999, Number.NaN]) expect(trustedParentsFigure(count)).toBeNull();
  });

  it('rounds down to a plain figure, never up', () => {
    expect(trustedParentsFigure(1000)).toBe(1000);
    expect(trustedParentsFigure(1999)).toBe(1000);
    expect(trustedParentsFigure(9999)).toBe(9000);
    expect(trustedParentsFigure(12_345)).toBe(12_000);
    expect(trustedParentsFigure(99_999)).toBe(99_000);
    expect(trustedParentsFigure(123_456)).toBe(120_000);
    expect(trustedParentsFigure(1_234_567)).toBe(1_200_000);
  });
});

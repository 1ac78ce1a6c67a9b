import { describe, expect, it } from 'vitest';
import { isValidChildAge, parseChildAge } from './setup-baseline.ts';

describe('child age at setup', () => {
  it('reads whole months from the form text; blank is missing', () => {
    expect(parseChildAge('66')).toBe(66);
    expect(parseChildAge(' 18 ')).toBe(18);
    expect(parseChildAge('')).toBeUndefined();
    expect(parseChildAge('   ')).toBeUndefined();
    expect(parseChildAge(undefined)).toBeUndefined();
    for (const text of ['five', '60.5', '-20', '1e2', '0x20']) expect(parseChildAge(text)).toBeNaN();
  });

  it('accepts 18 to 144 months inclusive', () => {
    expect([17, 18, 144, 145, Number.NaN, 60.5].map(isValidChildAge)).toEqual([false, true, true, false, false, false]);
  });
});

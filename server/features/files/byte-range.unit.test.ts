import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    // range-parser, like Express and send, refuses a suffix longer than the file.
    ['bytes=-5000', 'unsatisfiable'],
    ['bytes=500-5000', { start: 500, end: 999 }],
    ['bytes=0-1,5-6', null],
    ['bytes=0-10,5-20', { start: 0, end: 20 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['items=0-5', null],
    ['not a range', null],
  ])('%s of 1000 bytes → %o', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});

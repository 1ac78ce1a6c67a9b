import { describe, expect, it } from 'vitest';
import { taskRangeWords } from './task-words.ts';

const NBSP = '\u00a0';

describe('taskRangeWords', () => {
  it('a range in half years', () => {
    expect(taskRangeWords({ range: { min: 54, max: 66 }, floor: false, ceiling: false })).toBe(`about 4${NBSP}½ to 5${NBSP}½ years on this task`);
    expect(taskRangeWords({ range: { min: 59, max: 62 }, floor: false, ceiling: false })).toBe('about 5 years on this task');
  });

  it('a ceiling says "at least", rounded down so it stays true', () => {
    expect(taskRangeWords({ range: { min: 84, max: 131 }, floor: false, ceiling: true })).toBe('at least 7 years on this task');
    expect(taskRangeWords({ range: { min: 89, max: 131 }, floor: false, ceiling: true })).toBe('at least 7 years on this task');
    expect(taskRangeWords({ range: { min: 90, max: 131 }, floor: false, ceiling: true })).toBe(`at least 7${NBSP}½ years on this task`);
  });

  it('a floor says "under", rounded up so it stays true', () => {
    expect(taskRangeWords({ range: { min: 24, max: 41 }, floor: true, ceiling: false })).toBe(`under 3${NBSP}½ years on this task`);
    expect(taskRangeWords({ range: { min: 24, max: 42 }, floor: true, ceiling: false })).toBe('under 4 years on this task');
  });

  it('a range at both ends is said as its span', () => {
    expect(taskRangeWords({ range: { min: 24, max: 131 }, floor: true, ceiling: true })).toBe('about 2 to 11 years on this task');
  });
});

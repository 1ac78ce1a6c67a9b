import { describe, expect, it } from 'vitest';
import { BACKGROUND_MAX_WAIT_MS, MEASURE_POOL_SIZE, nextJobIndex } from './measure-pool.ts';
import { availableParallelism } from 'node:os';

const job = (priority: 'interactive' | 'background', queuedAt: number) => ({ priority, queuedAt });

describe('the measure pool', () => {
  it('leaves at least half the cores to the API, sharp and the database', () => {
    expect(MEASURE_POOL_SIZE).toBeGreaterThanOrEqual(1);
    expect(MEASURE_POOL_SIZE).toBeLessThanOrEqual(Math.max(1, availableParallelism() / 2));
  });

  it('measures a waiting parent’s drawing before the evaluations queued ahead of it', () => {
    const now = 10_000;
    expect(nextJobIndex([job('background', 9_000), job('background', 9_500), job('interactive', 9_900)], now)).toBe(2);
    expect(nextJobIndex([job('interactive', 9_000), job('interactive', 9_500)], now)).toBe(0);
    expect(nextJobIndex([job('background', 9_000), job('background', 9_500)], now)).toBe(0);
  });

  it('lets an evaluation go first once it has waited its maximum, so a stream of free analyses never starves it', () => {
    const now = 100_000;
    const waiting = [job('background', now - BACKGROUND_MAX_WAIT_MS), job('interactive', now - 10)];
    expect(nextJobIndex(waiting, now)).toBe(0);
    expect(nextJobIndex(waiting, now - 1)).toBe(1);
  });
});

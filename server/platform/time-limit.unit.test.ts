import { describe, expect, it } from 'vitest';
import { TimeLimitError, withTimeLimit } from './time-limit.ts';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('withTimeLimit', () => {
  it('gives the answer that comes in time', async () => {
    await expect(withTimeLimit(after(5, 'drawn'), 1000)).resolves.toBe('drawn');
  });

  it('ends a call that hangs with a TimeLimitError naming the limit', async () => {
    const error = await withTimeLimit(new Promise(() => {}), 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeLimitError);
    expect((error as TimeLimitError).limitMs).toBe(20);
  });

  it("raises the caller's own error instead, when given one", async () => {
    const busy = new Error('The analysis took too long. Please retry in a few minutes.');
    await expect(withTimeLimit(new Promise(() => {}), 20, busy)).rejects.toBe(busy);
  });

  it('passes a failure that comes in time through unchanged', async () => {
    await expect(withTimeLimit(Promise.reject(new Error('socket hang up')), 1000)).rejects.toThrow('socket hang up');
  });
});

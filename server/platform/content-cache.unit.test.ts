import { describe, expect, it } from 'vitest';
import { createContentCache } from './content-cache.ts';

function cacheOf(maxBytes: number, ttlMs = 60_000) {
  let clock = 0;
  const made: string[] = [];
  const cache = createContentCache<string>({ maxBytes, ttlMs, sizeOf: (value) => value.length, now: () => clock });
  const get = (key: string, value = key.repeat(10)) =>
    cache.getOrMake(key, async () => {
      made.push(key);
      return value;
    });
  return { cache, get, made, pass: (ms: number) => (clock += ms) };
}

describe('createContentCache', () => {
  it('makes a value once and answers it again from memory', async () => {
    const { get, made } = cacheOf(100);
    expect(await get('a')).toBe('aaaaaaaaaa');
    expect(await get('a')).toBe('aaaaaaaaaa');
    expect(made).toEqual(['a']);
  });

  it('lets the least recently used go when the bytes run out', async () => {
    const { cache, get, made } = cacheOf(30);
    await get('a');
    await get('b');
    await get('c');
    await get('a'); // a is now the most recently used: b is the oldest
    await get('d');
    expect(cache.bytes).toBe(30);
    await get('a');
    await get('c');
    await get('b');
    expect(made).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('forgets an entry its time after it was made, used or not', async () => {
    const { get, made, pass } = cacheOf(100, 1_000);
    await get('a');
    pass(999);
    await get('a');
    pass(1);
    await get('a');
    expect(made).toEqual(['a', 'a']);
  });

  it('shares one making among asks that come while it runs', async () => {
    const { cache } = cacheOf(100);
    let makings = 0;
    const make = async () => {
      makings += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'pdf';
    };
    expect(await Promise.all([cache.getOrMake('k', make), cache.getOrMake('k', make), cache.getOrMake('k', make)])).toEqual(['pdf', 'pdf', 'pdf']);
    expect(makings).toBe(1);
  });

  it('keeps neither a failure nor a null, nor a value larger than the whole cache', async () => {
    const { cache, get, made } = cacheOf(15);
    await expect(cache.getOrMake('broken', () => Promise.reject(new Error('file store down')))).rejects.toThrow('file store down');
    expect(await cache.getOrMake('broken', async () => 'fine')).toBe('fine');
    expect(await cache.getOrMake('gone', async () => null)).toBeNull();
    expect(await cache.getOrMake('gone', async () => 'back')).toBe('back');
    await get('x', 'x'.repeat(16));
    await get('x', 'x'.repeat(16));
    expect(made).toEqual(['x', 'x']);
    expect(cache.bytes).toBe('fine'.length + 'back'.length);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/api-harness.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { databaseRateLimitStore, reservationSize } from './rate-limit-store.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;
/** A store as one process would hold it (the plugin constructs one per process). */
const processStore = (): Store => new (databaseRateLimitStore(database.db))({});
const incr = (store: Store, key: string, windowMs: number, max: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), windowMs, max),
  );
const stored = async (key: string) =>
  (
    await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `limit:api:${key}`))
  )[0]?.count;

describe('the database rate-limit store', () => {
  it('reserves a hundredth of a large limit at once, and counts every request of a small one', () => {
    expect([1, 5, 60, 199, 200, 600, 10_000, 1e9].map(reservationSize)).toEqual([1, 1, 1, 1, 2, 6, 100, 100]);
  });

  it('counts a small limit in the database request by request', async () => {
    const store = processStore();
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await incr(store, 'small', 60_000, 5)).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(await stored('small')).toBe(4);
  });

  it('hands out reserved places in order, one statement per reservation', async () => {
    const store = processStore();
    const counts = [];
    for (let i = 0; i < 8; i++) counts.push((await incr(store, 'large', 60_000, 600)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await stored('large')).toBe(12);
  });

  it('never lets more than the limit through across processes, and gives each place once', async () => {
    const [first, second] = [processStore(), processStore()];
    const max = 300; // reservations of 3
    const answers = await Promise.all(Array.from({ length: 2 * max }, (_, i) => incr(i % 2 ? first : second, 'shared', 60_000, max)));
    const places = answers.map((a) => a.current);
    expect(new Set(places).size).toBe(places.length);
    const admitted = places.filter((p) => p <= max).length;
    expect(admitted).toBeLessThanOrEqual(max);
    // Early refusals are bounded by what each process holds unused: (3 − 1) places each.
    expect(admitted).toBeGreaterThanOrEqual(max - 2 * 2);
  });

  // On PostgreSQL, two first counts of a key at once could fail on the table's other unique
  // index (its id) and let the request through uncounted; PGlite runs one statement at a time.
  it('counts every request exactly once when many processes count a new key at the same moment', async () => {
    const stores = Array.from({ length: 8 }, processStore);
    for (let round = 0; round < 40; round++) {
      const answers = await Promise.all(stores.map((store) => incr(store, `new-${round}`, 60_000, 5)));
      expect(answers.map((a) => a.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });

  it('starts again when the window ends, on every process', async () => {
    const [first, second] = [processStore(), processStore()];
    expect((await incr(first, 'window', 300, 1000)).current).toBe(1);
    expect((await incr(second, 'window', 300, 1000)).current).toBe(11);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await incr(second, 'window', 300, 1000)).current).toBe(1);
    expect((await incr(first, 'window', 300, 1000)).current).toBe(11);
  });
});

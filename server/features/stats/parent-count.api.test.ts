import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ParentCountResponse } from '../../../contracts/stats.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createParentCount, PARENT_COUNT_TTL_MS } from './count-parents.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
afterEach(() => vi.restoreAllMocks());

/** Account rows as sign-up leaves them; a thousand sign-ups through the API would take minutes. */
async function insertAccounts(n: number, role: 'parent' | 'admin' = 'parent') {
  const rows = Array.from({ length: n }, () => {
    const id = crypto.randomUUID();
    return { id, email: `${role}-${id}@example.com`, name: 'Alex Tester', role };
  });
  await ctx.database.db.insert(users).values(rows);
}

const getCount = () => ctx.app.inject({ method: 'GET', url: '/api/stats/parents' });

describe('GET /api/stats/parents', () => {
  it('names no count below 1000 parents, then "1000" once there are (admins not counted), cached for a few minutes', async () => {
    const first = await getCount();
    expect(first.statusCode).toBe(200);
    expect(ParentCountResponse.parse(first.json())).toEqual({ parents: null });
    expect(first.headers['cache-control']).toBe('public, max-age=300');

    await insertAccounts(999);
    await insertAccounts(5, 'admin');
    expect(await createParentCount({ db: ctx.database.db })()).toBeNull();

    await insertAccounts(1);
    expect(await createParentCount({ db: ctx.database.db })()).toBe(1000);
    await insertAccounts(234);
    expect(await createParentCount({ db: ctx.database.db })()).toBe(1000);

    // The route counted once, at the first request: within the next minutes it asks nothing.
    expect((await getCount()).json()).toEqual({ parents: null });
    const later = Date.now() + PARENT_COUNT_TTL_MS + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await getCount()).json()).toEqual({ parents: 1000 });
  });

  it('counts once per period, whatever the number of requests', async () => {
    let clock = 0;
    const select = vi.spyOn(ctx.database.db, 'select');
    const parents = createParentCount({ db: ctx.database.db, now: () => clock });
    await Promise.all([parents(), parents(), parents()]);
    clock = PARENT_COUNT_TTL_MS - 1;
    await parents();
    expect(select).toHaveBeenCalledTimes(1);
    clock = PARENT_COUNT_TTL_MS;
    await parents();
    expect(select).toHaveBeenCalledTimes(2);
  });
});

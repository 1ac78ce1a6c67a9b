import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { users } from '../../db/schema/index.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('the demo accounts of a first start', () => {
  it('are made once when several processes start at the same moment on an empty database', async () => {
    const seeds = await Promise.all([1, 2, 3].map(() => seedDemoAccounts({ database: ctx.database, auth: ctx.app.auth })));
    expect(seeds.filter((seed) => seed !== null)).toHaveLength(1);
    expect(seeds.find((seed) => seed !== null)?.map((account) => account.email)).toEqual(['parent@kritzel.local', 'admin@kritzel.local']);
    const [row] = await ctx.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(2);
    expect(await seedDemoAccounts({ database: ctx.database, auth: ctx.app.auth })).toBeNull();
  });
});

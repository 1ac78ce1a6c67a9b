import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { ROUTE_ACCESS } from './route-access-table.ts';
import { routeKey, routesOf } from './route-recorder.ts';
import { securityEnv } from './security-fixtures.ts';

// Records every route buildApp registers (see route-recorder.ts for why a mock).
vi.mock('fastify', async (importOriginal) => (await import('./route-recorder.ts')).withRouteRecorder(await importOriginal()));

let stripe: FakeStripe;
let ctx: TestContext;

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({ ...(await securityEnv()), ...stripe.env });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

/** The test-mode card form pays without a card network: with real payments it must not exist at all. */
it('registers no sandbox route when payments are Stripe, and every other route as the table says', () => {
  const registered = routesOf(ctx.app).map(routeKey);
  const sandbox = Object.entries(ROUTE_ACCESS)
    .filter(([, c]) => c.access === 'sandbox')
    .map(([key]) => key);
  expect(sandbox.length).toBeGreaterThan(0);
  expect(registered.filter((key) => sandbox.includes(key) || key.startsWith('POST /api/sandbox/'))).toEqual([]);
  expect(registered.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
  expect(Object.keys(ROUTE_ACCESS).filter((key) => !sandbox.includes(key) && !registered.includes(key))).toEqual([]);
});

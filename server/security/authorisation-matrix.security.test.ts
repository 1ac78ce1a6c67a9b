import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, parentRequest, type TestUser } from '../../test/factories.ts';
import { IDENTITIES, judgeAccess, parentAIds, type Identity, type Verdict } from './access-judge.ts';
import { injectParts, methodOf, ROUTE_ACCESS, routeCaseOf } from './route-access-table.ts';
import { routeKey, routesOf } from './route-recorder.ts';
import { createSecurityFixture, type SecurityFixture } from './security-fixtures.ts';

// Records every route buildApp registers (see route-recorder.ts for why a mock).
vi.mock('fastify', async (importOriginal) => (await import('./route-recorder.ts')).withRouteRecorder(await importOriginal()));

let fx: SecurityFixture;
const wrong: Verdict[] = [];

beforeAll(async () => {
  fx = await createSecurityFixture();
});
afterAll(async () => {
  process.stdout.write(`authorisation matrix: ${Object.keys(ROUTE_ACCESS).length} routes × ${IDENTITIES.length} callers, ${wrong.length} wrong\n`);
  for (const v of wrong) process.stdout.write(`  WRONG ${v.route} as ${v.identity}: ${v.status} ${v.problem} — ${v.body.slice(0, 200)}\n`);
  await fx?.close();
});

describe('the route table', () => {
  it('has an access expectation for every route the app registers (a new route needs one)', () => {
    const registered = routesOf(fx.ctx.app).map(routeKey);
    expect(registered.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
  });

  it('lists no route the app does not register', () => {
    const registered = new Set(routesOf(fx.ctx.app).map(routeKey));
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.has(key))).toEqual([]);
  });
});

/** Routes that end a session or an account get a new user each time, of the caller's role. */
async function caller(identity: Identity, throwaway: boolean): Promise<TestUser | null> {
  if (identity === 'anonymous') return null;
  if (throwaway) return createUser(fx.ctx, identity === 'admin' ? { role: 'admin' } : {});
  return identity === 'admin' ? fx.admin : identity === 'parent A' ? fx.parentA : fx.parentB;
}

describe.each(Object.keys(ROUTE_ACCESS))('%s', (key) => {
  const routeCase = routeCaseOf(key);
  it.each(IDENTITIES)(`${routeCase.access} route, called by %s`, async (identity) => {
    const user = await caller(identity, routeCase.throwaway ?? false);
    const request = routeCase.request?.(fx.ids, user) ?? { url: key.split(' ')[1]! };
    const response = await parentRequest(fx.ctx, { method: methodOf(key), url: request.url, ...injectParts(request) }, user);
    const problem = judgeAccess({
      access: routeCase.access,
      identity,
      ownsResource: routeCase.ownsResource ?? false,
      status: response.statusCode,
      body: response.body,
      foreignIds: parentAIds(fx.ids),
    });
    if (problem) wrong.push({ route: key, identity, status: response.statusCode, body: response.body, problem });
    expect(problem, `${key} as ${identity}: ${response.statusCode} ${response.body.slice(0, 300)}`).toBeNull();
  });
});

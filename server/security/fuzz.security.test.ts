import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, parentRequest, signIn, type TestUser } from '../../test/factories.ts';
import { contentTypeInputs, jsonInputs } from './fuzz-json.ts';
import { multipartInputs } from './fuzz-multipart.ts';
import { seededRandom, seedOf } from './fuzz-random.ts';
import { pathInputs, queryInputs, type FuzzInput } from './fuzz-urls.ts';
import { methodOf, ROUTE_ACCESS, routeCaseOf, type RouteRequest } from './route-access-table.ts';
import { routeKey, routesOf, type RecordedRoute } from './route-recorder.ts';
import { createSecurityFixture, type SecurityFixture } from './security-fixtures.ts';

// Records every route buildApp registers (see route-recorder.ts for why a mock).
vi.mock('fastify', async (importOriginal) => (await import('./route-recorder.ts')).withRouteRecorder(await importOriginal()));

type Finding = { route: string; caller: string; input: string; url: string; status: number; body: string };

let fx: SecurityFixture;
let recorded: Map<string, RecordedRoute>;
let throwaway: TestUser | null = null;
const findings: Finding[] = [];
let sent = 0;
/** Per route: a 429 tells nothing about the input, so the summary says where the limits still bit. */
const rateLimited = new Map<string, number>();

beforeAll(async () => {
  fx = await createSecurityFixture();
  recorded = new Map(routesOf(fx.ctx.app).map((route) => [routeKey(route), route]));
});
afterAll(async () => {
  const limited = [...rateLimited.entries()].map(([key, count]) => `${key} ×${count}`).join(', ');
  process.stdout.write(`fuzz: ${Object.keys(ROUTE_ACCESS).length} routes, ${sent} requests, ${findings.length} 5xx; answered 429: ${limited || 'none'}\n`);
  for (const f of findings) process.stdout.write(`  5xx ${f.route} as ${f.caller} [${f.input}] ${f.url.slice(0, 160)} → ${f.status} ${f.body.slice(0, 200)}\n`);
  await fx?.close();
});

it('fuzzes every route the app registers', () => {
  expect([...recorded.keys()].filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
});

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Form fields for the multipart inputs: the route's own form, or its JSON body's top-level text. */
function formFields(request: RouteRequest): Record<string, string> {
  if (request.form) return request.form;
  const payload = request.payload;
  if (!payload || Buffer.isBuffer(payload) || typeof payload !== 'object') return { note: 'x' };
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
}

/**
 * Signed out, a parent route mostly answers 401 before reading the body, so the visitor gets
 * the structural inputs only; the signed-in parent gets every field mutation as well.
 */
function inputsFor(key: string, request: RouteRequest, thorough: boolean): FuzzInput[] {
  const random = seededRandom(seedOf(key));
  const [method, pattern = ''] = key.split(' ') as [string, string];
  const schema = recorded.get(key)?.options.schema as { querystring?: { shape?: Record<string, unknown> } } | undefined;
  const queryKeys = Object.keys(schema?.querystring?.shape ?? {});
  const inputs = [...pathInputs(pattern, request.url, random), ...queryInputs(request.url, queryKeys, random)];
  if (!hasBody(method)) return inputs;
  const base = request.payload && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload) ? request.payload : {};
  // Field mutations in multipart only where the route reads a form; for JSON routes it is a wrong content type.
  const form = thorough && request.form !== undefined;
  return [
    ...inputs,
    ...jsonInputs(request.url, base, random, thorough),
    ...contentTypeInputs(request.url, base),
    ...multipartInputs(request.url, formFields(request), form),
  ];
}

/** Routes that end a session get a throwaway parent, replaced once it has been signed out or deleted. */
async function signedInCaller(key: string): Promise<TestUser> {
  if (!routeCaseOf(key).throwaway) return fx.parentA;
  throwaway ??= await createUser(fx.ctx);
  return throwaway;
}

async function send(key: string, input: FuzzInput, caller: TestUser | null, callerName: string): Promise<void> {
  sent++;
  // A different address per request: the fuzz is about input, not about the per-IP limits.
  const remoteAddress = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  const response = await parentRequest(
    fx.ctx,
    { method: methodOf(key), url: input.url, payload: input.payload, headers: input.headers, remoteAddress },
    caller,
  );
  if (response.statusCode === 429) rateLimited.set(key, (rateLimited.get(key) ?? 0) + 1);
  if (response.statusCode >= 500)
    findings.push({ route: key, caller: callerName, input: input.label, url: input.url, status: response.statusCode, body: response.body });
  // Any success (a sign-out redirects) or a 401 may mean the session or the account is gone.
  if (caller && caller === throwaway && (response.statusCode < 400 || response.statusCode === 401)) throwaway = null;
}

describe.each(Object.keys(ROUTE_ACCESS))('%s', (key) => {
  it('answers hostile input without a server error', async () => {
    const before = findings.length;
    for (const [callerName, pickCaller] of [
      ['anonymous', async () => null],
      ['signed-in parent', () => signedInCaller(key)],
    ] as const) {
      const caller = await pickCaller();
      const request = routeCaseOf(key).request?.(fx.ids, caller) ?? { url: key.split(' ')[1]! };
      for (const input of inputsFor(key, request, callerName !== 'anonymous'))
        await send(key, input, callerName === 'anonymous' ? null : await pickCaller(), callerName);
    }
    // The fuzz must not have signed parent A out (or the routes after this one would test nothing).
    const stillSignedIn = await parentRequest(fx.ctx, { method: 'GET', url: '/api/auth/user' }, fx.parentA);
    if (stillSignedIn.statusCode !== 200) fx.parentA.cookie = await signIn(fx.ctx.app, fx.parentA.email, fx.parentA.password);
    expect(stillSignedIn.statusCode, `${key} signed parent A out`).toBe(200);
    const mine = findings.slice(before).map((f) => `${f.caller} [${f.input}] ${f.url.slice(0, 120)} → ${f.status} ${f.body.slice(0, 200)}`);
    expect(mine, `${key}: ${mine.length} server errors`).toEqual([]);
  }, 300_000);
});

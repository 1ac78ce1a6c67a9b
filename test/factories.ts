import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../server/db/schema/index.ts';
import type { TestContext } from './api-harness.ts';
import { TEST_ORIGIN } from './api-harness.ts';

export type TestUser = { id: string; email: string; password: string; cookie: string };

/** A user created through the real sign-up path, signed in, with its session cookie. */
export async function createUser(
  ctx: Pick<TestContext, 'app' | 'database'>,
  overrides: { email?: string; password?: string; firstName?: string; role?: 'parent' | 'admin' } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `parent-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const password = overrides.password ?? `drawing-time-${crypto.randomBytes(4).toString('hex')}`;
  const firstName = overrides.firstName ?? 'Alex';
  // parentalConsent is checked by our sign-up hook; better-auth's own body type does not know it.
  const body = { email, password, name: `${firstName} Tester`, firstName, lastName: 'Tester', parentalConsent: true };
  const result = await ctx.app.auth.api.signUpEmail({ body });
  if (overrides.role === 'admin') {
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, result.user.id));
  }
  const cookie = await signIn(ctx.app, email, password);
  return { id: result.user.id, email, password, cookie };
}

/** Signs in through the HTTP endpoint and returns the Cookie header to send afterwards. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response.headers['set-cookie']);
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** A same-origin request as the web app sends it; signed out when `user` is null. */
export function parentRequest(ctx: Pick<TestContext, 'app'>, options: InjectOptions, user: Pick<TestUser, 'cookie'> | null): Promise<LightMyRequestResponse> {
  const headers = { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...options.headers };
  return ctx.app.inject({ ...options, headers });
}

/** A GET as the web app sends it; signed out without `user`. */
export function parentGet(ctx: Pick<TestContext, 'app'>, url: string, user?: Pick<TestUser, 'cookie'>): Promise<LightMyRequestResponse> {
  return parentRequest(ctx, { method: 'GET', url }, user ?? null);
}

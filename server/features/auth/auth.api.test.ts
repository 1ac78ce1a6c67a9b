import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PRIVACY_POLICY_VERSION } from '../../../contracts/account.ts';
import { consents, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { cookieHeader, createUser, signIn } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com', RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload: payload as object });

describe('sign-up', () => {
  it('is refused without parental consent, and stores the consent with its time and policy version', async () => {
    for (const parentalConsent of [undefined, false, 'true']) {
      const refused = await post('/api/identity/sign-up/email', {
        name: 'No Consent',
        email: 'noconsent@example.com',
        password: 'crayons and paper',
        parentalConsent,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(ACCOUNT_MESSAGES.parentalConsentRequired);
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'noconsent@example.com'))).toHaveLength(0);

    const before = Date.now();
    const accepted = await post('/api/identity/sign-up/email', {
      name: 'Consent',
      email: 'consent@example.com',
      password: 'crayons and paper',
      parentalConsent: true,
    });
    expect(accepted.statusCode).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'consent@example.com'));
    const rows = await ctx.database.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'parental', granted: true, policyVersion: PRIVACY_POLICY_VERSION });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('creates a parent account that can then sign in', async () => {
    const response = await post('/api/identity/sign-up/email', {
      name: 'Mia Mum',
      firstName: 'Mia',
      email: 'Mia@Example.com',
      password: 'crayons and paper',
      parentalConsent: true,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'mia@example.com'));
    expect(row?.role).toBe('parent');
    expect(row?.firstName).toBe('Mia');
    const cookie = await signIn(ctx.app, 'mia@example.com', 'crayons and paper');
    expect(cookie).toMatch(/kritzel\.session_token=/);
  });

  it('answers a sign-up for an existing e-mail exactly like a new one (no account enumeration)', async () => {
    const fresh = await post('/api/identity/sign-up/email', {
      name: 'New',
      email: 'fresh@example.com',
      password: 'a long walk outside',
      parentalConsent: true,
    });
    const again = await post('/api/identity/sign-up/email', { name: 'New', email: 'fresh@example.com', password: 'another long walk', parentalConsent: true });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(again.json().token).toBeNull();
    expect(again.body).not.toMatch(/exist/i);
    expect(fresh.headers['set-cookie']).toBeUndefined();
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'fresh@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('refuses common and short passwords with a clear message', async () => {
    const common = await post('/api/identity/sign-up/email', { name: 'X', email: 'x1@example.com', password: 'password123', parentalConsent: true });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('This password is too common. Please choose another.');
    const short = await post('/api/identity/sign-up/email', { name: 'X', email: 'x2@example.com', password: 'abc12', parentalConsent: true });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/short/i);
  });

  it('accepts a long passphrase', async () => {
    const response = await post('/api/identity/sign-up/email', {
      name: 'Long',
      email: 'long@example.com',
      password: 'x'.repeat(20) + ' my very own sentence about crayons',
      parentalConsent: true,
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not make an unconfirmed ADMIN_EMAILS address administrator (email-verification.security.test.ts confirms it)', async () => {
    const boss = await createUser(ctx, { email: 'boss@example.com' });
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: boss.cookie } });
    expect(me.json()).toMatchObject({ role: 'parent', emailVerified: false });
  });
});

describe('sign-in and the current user', () => {
  it('returns the user with the contract fields', async () => {
    const parent = await createUser(ctx, { firstName: 'Sam' });
    const response = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: parent.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: parent.id,
      email: parent.email,
      firstName: 'Sam',
      lastName: 'Tester',
      role: 'parent',
      emailVerified: false,
      language: null,
      createdAt: expect.any(String),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 Unauthorized when signed out', async () => {
    const response = await ctx.app.inject({ url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Unauthorized');
  });

  it('gives the same generic message for a wrong password and an unknown e-mail', async () => {
    const parent = await createUser(ctx);
    const wrong = await post('/api/identity/sign-in/email', { email: parent.email, password: 'not the password' });
    const unknown = await post('/api/identity/sign-in/email', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('ends the session on the server at /api/logout', async () => {
    const parent = await createUser(ctx);
    const logout = await ctx.app.inject({ url: '/api/logout', headers: { cookie: parent.cookie } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(cookieHeader(logout.headers['set-cookie'])).toMatch(/session_token=(;|$)/);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, parent.id));
    expect(rows).toHaveLength(0);
    // The old cookie, replayed, no longer works.
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: parent.cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('/api/login returnTo', () => {
  it.each([
    ['/plans/abc?tab=progress', '/plans/abc?tab=progress'],
    ['/dashboard', '/dashboard'],
    ['//evil.com', '/dashboard'],
    ['https://evil.com/x', '/dashboard'],
    ['/\\evil.com', '/dashboard'],
    ['\\\\evil.com', '/dashboard'],
    ['/%0a/evil.com', '/%0a/evil.com'],
    ['javascript:alert(1)', '/dashboard'],
    ['', '/dashboard'],
  ])('returnTo=%s leads to %s after sign-in', async (returnTo, expected) => {
    const response = await ctx.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/sign-in?returnTo=${encodeURIComponent(expected)}`);
  });
});

describe('CSRF and bad input', () => {
  it('refuses a state-changing request from a foreign Origin', async () => {
    const parent = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      headers: { origin: 'https://evil.example', cookie: parent.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site request refused');
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: parent.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a cross-site request that hides its Origin', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: { 'sec-fetch-site': 'cross-site' }, payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await ctx.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist' });
  });

  it('sends strict security headers', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['content-security-policy']).toContain("frame-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health', () => {
  it('is live and ready', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

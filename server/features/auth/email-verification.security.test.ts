import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { cookieHeader, signIn } from '../../../test/factories.ts';
import { openMailbox, type Mailbox } from '../../../test/mailbox.ts';

// Audit finding: whoever signed up first with an address named in ADMIN_EMAILS (any letter case)
// became administrator and could read every family's data. Now only a confirmed address can.
let ctx: TestContext;
let mailbox: Mailbox;

beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: 'boss@example.com,owner@example.com', RATE_LIMIT_SIGN_IN: '1000' });
  mailbox = await openMailbox(ctx);
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

async function signUp(email: string, password = 'crayons on the kitchen table') {
  const response = await post('/api/identity/sign-up/email', { name: 'Some One', firstName: 'Some', email, password, parentalConsent: true });
  expect(response.statusCode).toBe(200);
  return signIn(ctx.app, email, password);
}

const me = async (cookie: string) => (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();

describe('the administrator role', () => {
  it('is not granted to an unconfirmed sign-up with a listed address, in any letter case', async () => {
    const cookie = await signUp('BOSS@Example.com');
    expect(await me(cookie)).toMatchObject({ role: 'parent', emailVerified: false });
    const users = await ctx.app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect(users.statusCode).toBe(403);
  });

  // Confirming alone grants nothing (issue 34): the listed address then gets a link that sets its
  // password, and that is what makes it administrator (pre-claimed-admin.security.test.ts).
  it('is granted once the owner of the listed address confirms it and chooses the password through the link that follows', async () => {
    const cookie = await signUp('owner@example.com');
    const welcome = await mailbox.waitFor('owner@example.com', 'Welcome to Kritzel');
    const link = mailbox.linkIn(welcome, '/verify-email?token=');
    expect(link.origin).toBe(TEST_ORIGIN);
    const verify = await ctx.app.inject({ url: `/api/identity/verify-email?token=${link.searchParams.get('token')}` });
    expect(verify.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ role: 'parent', emailVerified: true });
    const invitation = await mailbox.waitFor('owner@example.com', 'administrator password');
    const token = mailbox.linkIn(invitation, '/reset-password?token=').searchParams.get('token');
    expect((await post('/api/identity/reset-password', { token, newPassword: 'the owner draws tall giraffes' })).statusCode).toBe(200);
    const owner = await signIn(ctx.app, 'owner@example.com', 'the owner draws tall giraffes');
    expect(await me(owner)).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await ctx.app.inject({ url: '/api/admin/users', headers: { cookie: owner } })).statusCode).toBe(200);
  });
});

describe('confirming an e-mail address', () => {
  it('refuses a forged or broken token with a 4xx and confirms nothing', async () => {
    const cookie = await signUp('forger@example.com');
    for (const token of ['not-a-token', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImZvcmdlckBleGFtcGxlLmNvbSJ9.c2lnbmF0dXJl']) {
      const response = await ctx.app.inject({ url: `/api/identity/verify-email?token=${token}` });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await me(cookie)).emailVerified).toBe(false);
  });

  it('sends a new link on request to a signed-in parent', async () => {
    const cookie = await signUp('again@example.com');
    const resend = await post('/api/identity/send-verification-email', { email: 'again@example.com' }, cookie);
    expect(resend.statusCode).toBe(200);
    const message = await mailbox.waitFor('again@example.com', 'Please confirm your e-mail address');
    const token = mailbox.linkIn(message, '/verify-email?token=').searchParams.get('token');
    expect((await ctx.app.inject({ url: `/api/identity/verify-email?token=${token}` })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ role: 'parent', emailVerified: true });
  });

  it('keeps the session cookie of the parent working while unconfirmed', async () => {
    const cookie = await signUp('busy@example.com');
    const plans = await ctx.app.inject({ url: '/api/plans', headers: { cookie } });
    expect(plans.statusCode).toBe(200);
    expect(cookieHeader(plans.headers['set-cookie'])).not.toMatch(/session_token=(;|$)/);
  });
});

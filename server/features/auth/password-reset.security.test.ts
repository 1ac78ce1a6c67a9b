import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { openMailbox, type Mailbox } from '../../../test/mailbox.ts';

// Audit finding: there was no password reset, so a parent who forgot the password could
// neither reach nor delete the child's data.
let ctx: TestContext;
let mailbox: Mailbox;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  mailbox = await openMailbox(ctx);
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, app = ctx.app) =>
  app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload, remoteAddress: '10.9.9.9' });

async function resetToken(email: string): Promise<string> {
  const asked = await post('/api/identity/request-password-reset', { email });
  expect(asked.statusCode).toBe(200);
  const message = await mailbox.waitFor(email, 'Reset your Kritzel password');
  const token = mailbox.linkIn(message, '/reset-password?token=').searchParams.get('token');
  if (!token) throw new Error('no token in the reset link');
  return token;
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const parent = await createUser(ctx);
    const known = await post('/api/identity/request-password-reset', { email: parent.email });
    const unknown = await post('/api/identity/request-password-reset', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await mailbox.waitFor(parent.email, 'Reset your Kritzel password');
    expect(mailbox.messages.some((m) => m.to === 'nobody-here@example.com')).toBe(false);
  });

  it('sets the new password from the e-mailed link, once, and ends every session', async () => {
    const parent = await createUser(ctx);
    const otherDevice = await signIn(ctx.app, parent.email, parent.password);
    const token = await resetToken(parent.email);

    const reset = await post('/api/identity/reset-password', { token, newPassword: 'a brand new sunny password' });
    expect(reset.statusCode).toBe(200);
    for (const cookie of [parent.cookie, otherDevice]) {
      expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    }
    const oldPassword = await post('/api/identity/sign-in/email', { email: parent.email, password: parent.password });
    expect(oldPassword.statusCode).toBe(401);
    await expect(signIn(ctx.app, parent.email, 'a brand new sunny password')).resolves.toContain('session_token=');

    const again = await post('/api/identity/reset-password', { token, newPassword: 'yet another sunny password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a weak new password and a made-up token with 400', async () => {
    const parent = await createUser(ctx);
    const token = await resetToken(parent.email);
    const weak = await post('/api/identity/reset-password', { token, newPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_TOO_WEAK');
    const madeUp = await post('/api/identity/reset-password', { token: 'made-up-token', newPassword: 'a brand new sunny password' });
    expect(madeUp.statusCode).toBe(400);
  });

  it('is rate-limited per client address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGN_IN: '4' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await post('/api/identity/request-password-reset', { email: `flood-${i}@example.com` }, limited.app)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../contracts/account.ts';
import { TOO_MANY_ATTEMPTS } from '../../../contracts/auth.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser } from '../../../test/factories.ts';
import { openMailbox, type Mailbox } from '../../../test/mailbox.ts';

// Issue 34, item 3: 15 wrong current passwords a minute went unanswered by any limit.
// Item 13: a changed password reached nobody; the account's address now hears of it.
const change = (ctx: TestContext, payload: object, cookie?: string, remoteAddress = '10.3.4.5') =>
  ctx.app.inject({ method: 'POST', url: ACCOUNT_API.password, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload, remoteAddress });

describe('guessing the current password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '3' });
  });
  afterAll(async () => ctx?.close());

  it('is limited like sign-in: RATE_LIMIT_SIGN_IN a minute per client, then 429', async () => {
    const parent = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await change(ctx, { currentPassword: `guess number ${i}`, newPassword: 'a brand new sentence' }, parent.cookie)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    const limited = await change(ctx, { currentPassword: parent.password, newPassword: 'a brand new sentence' }, parent.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS });
  });

  it('is counted before the session is looked up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await change(ctx, { currentPassword: 'x', newPassword: 'y' }, undefined, '10.7.7.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('a notice of a changed password', () => {
  let ctx: TestContext;
  let mailbox: Mailbox;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
    mailbox = await openMailbox(ctx);
  });
  afterAll(async () => ctx?.close());

  it('goes to the account address after a change, with where to get help', async () => {
    const parent = await createUser(ctx);
    expect((await change(ctx, { currentPassword: parent.password, newPassword: 'a brand new sentence' }, parent.cookie)).statusCode).toBe(200);
    const notice = await mailbox.waitFor(parent.email, 'Your Kritzel password was changed');
    expect(notice.text).toContain(`${TEST_ORIGIN}/forgot-password`);
    expect(notice.text).toContain(`${TEST_ORIGIN}/contact`);
  });

  it('goes to the account address after a reset', async () => {
    const parent = await createUser(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/identity/request-password-reset', headers: { origin: TEST_ORIGIN }, payload: { email: parent.email } });
    const reset = await mailbox.waitFor(parent.email, 'Reset your Kritzel password');
    const token = mailbox.linkIn(reset, '/reset-password?token=').searchParams.get('token');
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'a brand new sentence' },
    });
    expect(done.statusCode).toBe(200);
    await mailbox.waitFor(parent.email, 'Your Kritzel password was changed');
  });
});

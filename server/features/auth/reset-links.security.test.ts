import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API } from '../../../contracts/account.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { openMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { outboxEmails, verifications } from '../../db/schema/index.ts';

// Issue 34, item 2: of two reset links the older still set a password after the newer was used;
// a link outlived a password change and "sign out everywhere"; tokens were stored as sent, and
// the outbox kept every working link after the mail went out.
let ctx: TestContext;
let mailbox: Mailbox;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  mailbox = await openMailbox(ctx);
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

/** Asks for a reset link and returns its token, from the newest e-mail to that address. */
async function resetToken(email: string): Promise<string> {
  const before = mailbox.messages.length;
  expect((await post('/api/identity/request-password-reset', { email })).statusCode).toBe(200);
  await vi.waitFor(() => expect(mailbox.messages.length).toBeGreaterThan(before), { timeout: 20_000 });
  const message = await mailbox.waitFor(email, 'Reset your Kritzel password');
  const token = mailbox.linkIn(message, '/reset-password?token=').searchParams.get('token');
  if (!token) throw new Error('no token in the reset link');
  return token;
}

const resetWith = (token: string, newPassword = 'a fresh and sunny password') => post('/api/identity/reset-password', { token, newPassword });

describe('reset links end together', () => {
  it('refuses the older link once the newer has been used', async () => {
    const parent = await createUser(ctx);
    const older = await resetToken(parent.email);
    const newer = await resetToken(parent.email);
    expect(newer).not.toBe(older);
    expect((await resetWith(newer)).statusCode).toBe(200);
    const late = await resetWith(older, 'somebody elses new password');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a link asked for before the password was changed', async () => {
    const parent = await createUser(ctx);
    const token = await resetToken(parent.email);
    const change = await post(ACCOUNT_API.password, { currentPassword: parent.password, newPassword: 'a brand new sentence here' }, parent.cookie);
    expect(change.statusCode).toBe(200);
    expect((await resetWith(token)).statusCode).toBe(400);
  });

  it('refuses a link asked for before "sign out everywhere"', async () => {
    const parent: TestUser = await createUser(ctx);
    const token = await resetToken(parent.email);
    expect((await post(ACCOUNT_API.signOutEverywhere, {}, parent.cookie)).statusCode).toBe(200);
    expect((await resetWith(token)).statusCode).toBe(400);
    await expect(signIn(ctx.app, parent.email, parent.password)).resolves.toContain('session_token=');
  });
});

describe('what is kept of a link', () => {
  it('stores the reset token only as a hash, and keeps no working link in the outbox or the queue once sent', async () => {
    const parent = await createUser(ctx);
    const token = await resetToken(parent.email);

    const stored = await ctx.database.db.select().from(verifications).where(eq(verifications.value, parent.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => !row.identifier.includes(token))).toBe(true);

    const outbox = await vi.waitFor(
      async () => {
        const rows = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.userId, parent.id));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.status === 'sent')).toBe(true);
        return rows;
      },
      { timeout: 20_000 },
    );
    // The welcome's confirmation link went the same way as the reset link.
    for (const row of outbox) expect(row.body).not.toMatch(/token=/);
    const jobs = await ctx.database.db.execute(sql`select data::text as data from pgboss.job where data->>'userId' = ${parent.id}`);
    // PGlite and node-postgres both answer with `rows`.
    const payloads = (jobs as unknown as { rows: { data: string }[] }).rows;
    expect(payloads.length).toBeGreaterThan(0);
    for (const job of payloads) expect(job.data).not.toContain(token);

    // The link in the parent's inbox still works.
    expect((await resetWith(token)).statusCode).toBe(200);
  });
});

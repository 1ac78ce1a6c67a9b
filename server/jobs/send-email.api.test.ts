import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { outboxEmails } from '../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';
import { registerTestWorkers } from '../../test/mailbox.ts';
import type { MailMessage, MailSender } from '../providers/mail/mail-sender.ts';
import { sendEmail } from './send-email.ts';

let ctx: TestContext;
const delivered: MailMessage[] = [];
let failuresLeft = 1;

/** A mail server that is down for the first delivery, as SMTP servers sometimes are. */
const flakyMail: MailSender = {
  kind: 'smtp',
  async send(message) {
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error('SMTP temporarily unavailable');
    }
    delivered.push(message);
  },
};

beforeAll(async () => {
  ctx = await createTestApp();
  await registerTestWorkers(ctx, flakyMail);
});
afterAll(async () => ctx?.close());

it('sends the welcome e-mail through a job after sign-up commits, retrying a failed delivery', async () => {
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: '/api/identity/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { name: 'Noor Parent', firstName: 'Noor', email: 'noor@example.com', password: 'blue sky green grass', parentalConsent: true },
  });
  expect(signUp.statusCode).toBe(200);
  const userId = signUp.json().user.id as string;

  await vi.waitFor(
    async () => {
      const [row] = await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.dedupeKey, `welcome:${userId}`));
      expect(row?.status).toBe('sent');
    },
    // The retry waits out the queue's back-off: 8–10 s here; room for a loaded machine.
    { timeout: 45_000, interval: 250 },
  );
  expect(failuresLeft).toBe(0); // the first attempt failed and the job was retried
  expect(delivered).toHaveLength(1);
  expect(delivered[0]).toMatchObject({ to: 'noor@example.com', subject: 'Welcome to Kritzel' });
  expect(delivered[0]?.text).toContain('Hello Noor,');
}, 60_000);

it('never sends the same message twice when a job runs again', async () => {
  const [row] = await ctx.database.db.select().from(outboxEmails).limit(1);
  expect(row).toBeDefined();
  const before = delivered.length;
  const result = await sendEmail(
    { db: ctx.database.db, mail: flakyMail, publicUrl: ctx.config.publicUrl },
    {
      template: 'welcome',
      userId: row!.userId!,
      dedupeKey: row!.dedupeKey,
    },
  );
  expect(result).toBe('skipped');
  expect(delivered).toHaveLength(before);
});

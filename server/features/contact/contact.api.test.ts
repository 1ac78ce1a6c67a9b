import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, outboxEmails } from '../../db/schema/index.ts';
import { sendEmail, sendEmailJob } from '../../jobs/send-email.ts';
import type { MailMessage } from '../../providers/mail/mail-sender.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';

const CONTACT_LIMIT = 3;
const SUPPORT_EMAIL = 'help-desk@kritzel.example';
const delivered: MailMessage[] = [];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_CONTACT: String(CONTACT_LIMIT), SUPPORT_EMAIL });
  // Only the e-mail worker, as server/jobs/workers.ts registers it, with a mailbox we can read.
  await ctx.queue.work(sendEmailJob, async (payload) => {
    await sendEmail({ db: ctx.database.db, mail: { kind: 'smtp', send: async (m) => void delivered.push(m) }, publicUrl: ctx.config.publicUrl }, payload);
  });
});
afterAll(async () => ctx?.close());

let nextIp = 1;
/** Each test writes from its own address: the limit is per client IP. */
const freshIp = () => `203.0.113.${nextIp++}`;
const send = (payload: object, options: { user?: TestUser; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: options.ip ?? freshIp(),
    headers: { origin: TEST_ORIGIN, ...(options.user ? { cookie: options.user.cookie } : {}) },
    payload,
  });
const messagesFrom = (email: string) => ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

const form = (email: string) => ({ name: 'Sam Parent', email, message: 'How do I retake a photo for week 2?', subject: 'Week 2 photo', category: 'support' });

describe('POST /api/contact', () => {
  it("stores a signed-in parent's message with its source and plan, and e-mails the operator", async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await send({ ...form(parent.email), metadata: { source: 'resources_tab', planId: plan.id } }, { user: parent });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message sent' });

    const [row] = await messagesFrom(parent.email);
    expect(row).toMatchObject({
      name: 'Sam Parent',
      subject: 'Week 2 photo',
      category: 'support',
      status: 'new',
      userId: parent.id,
      message: 'How do I retake a photo for week 2?',
      metadata: { source: 'resources_tab', planId: plan.id },
    });

    await vi.waitFor(
      async () => {
        const [mail] = await ctx.database.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.dedupeKey, `contact:${row!.id}`));
        expect(mail?.status).toBe('sent');
      },
      { timeout: 20_000, interval: 250 },
    );
    const notice = delivered.find((m) => m.text.includes(parent.email))!;
    expect(notice.to).toBe(SUPPORT_EMAIL);
    expect(notice.subject).toContain('Week 2 photo');
    for (const part of ['Sam Parent', 'Category: support', 'Sent from: resources_tab', 'How do I retake a photo for week 2?'])
      expect(notice.text).toContain(part);
  });

  it("keeps a visitor's message without a user, and drops a plan id that is not the sender's own", async () => {
    const visitor = await send({ ...form('visitor@example.com'), metadata: { source: 'contact_page', planId: '3f1e2d4c-1111-4222-8333-444455556666' } });
    expect(visitor.statusCode).toBe(200);
    expect((await messagesFrom('visitor@example.com'))[0]).toMatchObject({ userId: null, metadata: { source: 'contact_page' } });

    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const othersPlan = await createPlan({ ctx, user: other, setUp: true });
    expect((await send({ ...form(parent.email), metadata: { source: 'resources_tab', planId: othersPlan.id } }, { user: parent })).statusCode).toBe(200);
    expect((await messagesFrom(parent.email))[0]?.metadata).toEqual({ source: 'resources_tab' });

    const bare = await send({ name: 'Ana', email: 'ana@example.com', message: 'Hello!' });
    expect(bare.statusCode).toBe(200);
    expect((await messagesFrom('ana@example.com'))[0]).toMatchObject({ category: 'general', subject: null, metadata: { source: 'contact_page' } });
  });

  it('acknowledges a filled honeypot and stores nothing', async () => {
    const response = await send({ ...form('bot@example.com'), website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message sent' });
    expect(await messagesFrom('bot@example.com')).toHaveLength(0);
  });

  it.each([
    ['a bad e-mail', { ...form('not-an-email') }, 'Please enter a valid email address'],
    ['a blank name', { ...form('blank@example.com'), name: '   ' }, 'Please enter your name'],
    ['no message', { name: 'Sam', email: 'sam@example.com' }, 'Please enter a message'],
    ['an unknown category', { ...form('cat@example.com'), category: 'spam' }, undefined],
  ])('refuses %s with a 400 and stores nothing', async (_case, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    if (message) expect(response.json().message).toBe(message);
    expect(await messagesFrom(payload.email)).toHaveLength(0);
  });

  it('limits messages per client IP per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(form(`limit-${i}@example.com`), { ip })).statusCode).toBe(200);
    const limited = await send(form('limit-x@example.com'), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await messagesFrom('limit-x@example.com')).toHaveLength(0);
    expect((await send(form('elsewhere@example.com'))).statusCode).toBe(200);
  });
});

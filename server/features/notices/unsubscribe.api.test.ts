import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_API } from '../../../contracts/notifications.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser } from '../../../test/factories.ts';
import { startMailServer, type MailServer } from '../../../test/mail-server.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createSmtpMailSender } from '../../providers/mail/mail-sender.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { FEEDBACK_NOTICE_QUIET_MS } from './feedback-batch.ts';
import { saveSettings, startNoticeWorker } from './notices-fixtures.ts';
import { queueFeedbackNotice } from './queue-notices.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

let ctx: TestContext;
let server: MailServer;
let worker: JobQueue;

beforeAll(async () => {
  ctx = await createTestApp();
  server = await startMailServer();
  worker = await startNoticeWorker(ctx, createSmtpMailSender(server.smtpUrl, 'Kritzel <hello@kritzel.local>'));
}, 60_000);
afterAll(async () => {
  await worker?.stop(1);
  await ctx?.close();
  await server?.close();
});

const settingsOf = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: NOTIFICATIONS_API.settings, headers: { cookie } })).json();

describe('a notice e-mail over SMTP', () => {
  it('carries List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), and a link to the unsubscribe page; one POST to it turns the notice off, without signing in', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Ada' });
    const submission = await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
    await queueFeedbackNotice(
      { db: ctx.database.db, queue: worker },
      { userId: parent.id, submissionId: submission.id },
      new Date(Date.now() - FEEDBACK_NOTICE_QUIET_MS),
    );
    const mail = await vi.waitFor(() => server.messages.find((m) => m.to.includes(parent.email)) ?? Promise.reject(new Error('not yet')), { timeout: 20_000 });

    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${TEST_ORIGIN}${NOTIFICATIONS_API.unsubscribe}`);
    const page = new URL(/\/unsubscribe\?token=\S+/.exec(mail.text)![0], TEST_ORIGIN);
    expect(page.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));

    // What a mail provider sends: a form POST, no cookie, no Origin.
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'feedback-ready', subscribed: false, message: NOTIFICATION_MESSAGES.unsubscribed('feedback-ready') });
    expect((await settingsOf(parent.cookie)).feedbackNotice).toBe(false);

    // Turned off, the next week's feedback sends nothing.
    const next = await createSubmission({ ctx, user: parent, plan, weekNumber: 2 });
    expect(await queueFeedbackNotice({ db: ctx.database.db, queue: worker }, { userId: parent.id, submissionId: next.id })).toBe(false);
  }, 60_000);
});

describe('the unsubscribe page’s calls', () => {
  it('turn one kind off and back on, leaving the other settings as they were', async () => {
    const parent = await createUser(ctx);
    await saveSettings(ctx, parent.cookie, { weeklyReminder: true, reminderHour: 7, timeZone: 'Europe/Berlin' });
    const token = unsubscribeToken(resolveAuthSecret(ctx.config), parent.id, 'weekly-reminder');
    const off = await ctx.app.inject({ method: 'POST', url: `${NOTIFICATIONS_API.unsubscribe}?token=${token}`, headers: { origin: TEST_ORIGIN } });
    expect(off.json()).toMatchObject({ kind: 'weekly-reminder', subscribed: false });
    expect(await settingsOf(parent.cookie)).toMatchObject({ weeklyReminder: false, reminderHour: 7, timeZone: 'Europe/Berlin', feedbackNotice: true });
    const on = await ctx.app.inject({ method: 'POST', url: `${NOTIFICATIONS_API.resubscribe}?token=${token}`, headers: { origin: TEST_ORIGIN } });
    expect(on.json()).toEqual({ kind: 'weekly-reminder', subscribed: true, message: NOTIFICATION_MESSAGES.resubscribed('weekly-reminder') });
    expect(await settingsOf(parent.cookie)).toMatchObject({ weeklyReminder: true, reminderHour: 7 });
  });

  it('refuse a token that is cut short, altered or made with another secret (400), and say so plainly', async () => {
    const parent = await createUser(ctx);
    const token = unsubscribeToken(resolveAuthSecret(ctx.config), parent.id, 'feedback-ready');
    const [subject, signature] = token.split('.') as [string, string];
    const otherKind = Buffer.from(`${parent.id}\ncheckpoint-ready`).toString('base64url');
    for (const bad of [
      token.slice(0, -3),
      `${otherKind}.${signature}`,
      unsubscribeToken('another-secret', parent.id, 'feedback-ready'),
      subject,
      'x'.repeat(401),
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: `${NOTIFICATIONS_API.unsubscribe}?token=${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe(NOTIFICATION_MESSAGES.badToken);
    }
    expect((await ctx.app.inject({ method: 'POST', url: NOTIFICATIONS_API.unsubscribe })).statusCode).toBe(400);
    expect((await settingsOf(parent.cookie)).feedbackNotice).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_API } from '../../../contracts/notifications.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { notificationSettings, plans } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { capturingMail, saveSettings, startNoticeWorker } from './notices-fixtures.ts';
import { queueDueReminders } from './queue-notices.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

let ctx: TestContext;
let worker: JobQueue;
const mail = capturingMail();

beforeAll(async () => {
  // Seven parents sign in here: more than the sign-in limit allows one address a minute.
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '100' });
  worker = await startNoticeWorker(ctx, mail);
}, 60_000);
afterAll(async () => {
  await worker?.stop(1);
  await ctx?.close();
});

const mailTo = (user: TestUser) => mail.messages.filter((m) => m.to === user.email);
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

describe('the weekly reminder by default (issue 35)', () => {
  const settingsOf = async (user: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: NOTIFICATIONS_API.settings, headers: { cookie: user.cookie } })).json();

  it('is off for an account without a plan, on once a plan is paid, and a parent’s "off" stays off', async () => {
    const bare = await createUser(ctx);
    expect(await settingsOf(bare)).toMatchObject({ weeklyReminder: false, nextReminderAt: null });
    await createPlan({ ctx, user: bare, paid: false });
    expect((await settingsOf(bare)).weeklyReminder).toBe(false);

    const owner = await createUser(ctx);
    await createPlan({ ctx, user: owner, paid: true });
    const defaults = await settingsOf(owner);
    expect(defaults).toMatchObject({ weeklyReminder: true, reminderWeekday: 6, reminderHour: 9, feedbackNotice: true });
    expect(defaults.nextReminderAt).not.toBeNull();
    expect((await saveSettings(ctx, owner.cookie, { weeklyReminder: false })).statusCode).toBe(200);
    expect((await settingsOf(owner)).weeklyReminder).toBe(false);

    // A row saved before this change says "off" as it always did: the migration keeps it.
    const earlier = await createUser(ctx);
    await ctx.database.db.insert(notificationSettings).values({ userId: earlier.id, weeklyReminder: false });
    await createPlan({ ctx, user: earlier, setUp: true });
    expect((await settingsOf(earlier)).weeklyReminder).toBe(false);
  });

  it('keeps following the plan when the parent saved other settings or unsubscribed from another e-mail', async () => {
    const parent = await createUser(ctx);
    expect((await saveSettings(ctx, parent.cookie, { feedbackNotice: false })).statusCode).toBe(200);
    await createPlan({ ctx, user: parent, paid: true });
    expect(await settingsOf(parent)).toMatchObject({ weeklyReminder: true, feedbackNotice: false });

    const other = await createUser(ctx);
    await createPlan({ ctx, user: other, paid: true });
    const token = unsubscribeToken(resolveAuthSecret(ctx.config), other.id, 'feedback-ready');
    expect((await ctx.app.inject({ method: 'POST', url: `${NOTIFICATIONS_API.unsubscribe}?token=${token}` })).statusCode).toBe(200);
    expect(await settingsOf(other)).toMatchObject({ weeklyReminder: true, feedbackNotice: false });
  });

  it('takes the browser’s time zone while the parent never saved settings, and never overwrites saved ones', async () => {
    const offer = (user: TestUser, timeZone: unknown) =>
      ctx.app.inject({ method: 'PUT', url: NOTIFICATIONS_API.timeZone, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { timeZone } });
    const parent = await createUser(ctx);
    await createPlan({ ctx, user: parent, paid: true });
    expect((await offer(parent, 'America/New_York')).statusCode).toBe(204);
    expect(await settingsOf(parent)).toMatchObject({ timeZone: 'America/New_York', weeklyReminder: true, reminderHour: 9 });
    // Offered again from another browser: the first stays (the row exists now).
    expect((await offer(parent, 'Asia/Tokyo')).statusCode).toBe(204);
    expect((await settingsOf(parent)).timeZone).toBe('America/New_York');

    const chose = await createUser(ctx);
    expect((await saveSettings(ctx, chose.cookie, { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect((await offer(chose, 'America/New_York')).statusCode).toBe(204);
    expect((await settingsOf(chose)).timeZone).toBe('Europe/Berlin');

    const bad = await offer(parent, 'Mars/Olympus_Mons');
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'PUT', url: NOTIFICATIONS_API.timeZone, payload: { timeZone: 'UTC' } })).statusCode).toBe(401);
  });

  it('goes out on Saturday at 09:00 to a parent with a set-up plan who never chose, but not for a slot before the set-up', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Ida' });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
    const late = await createUser(ctx);
    const latePlan = await createPlan({ ctx, user: late, setUp: true, childName: 'Ole' });
    // 2027-01-09 is a Saturday; the late parent set the plan up at 09:30 that morning.
    const saturday = new Date('2027-01-09T09:00:00Z');
    await ctx.database.db
      .update(plans)
      .set({ setupCompletedAt: new Date(saturday.getTime() + 30 * 60_000) })
      .where(eq(plans.id, latePlan.id));

    await queueDueReminders({ db: ctx.database.db, queue: worker }, new Date(saturday.getTime() + 60 * 60_000));
    const reminder = await vi.waitFor(() => mailTo(parent)[0] ?? Promise.reject(new Error('not yet')), { timeout: 20_000, interval: 200 });
    expect(reminder.subject).toBe('Drawing time: week 2 is ready for Ida');
    expect(reminder.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(reminder.text).toContain(`${TEST_ORIGIN}/unsubscribe?token=`);
    await settle();
    expect(mailTo(late)).toHaveLength(0);
  }, 60_000);
});

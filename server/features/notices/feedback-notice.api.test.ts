import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, parentGet, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { feedbackViews, noticeDeliveries } from '../../db/schema/index.ts';
import { FEEDBACK_NOTICE_MAX_HOLD_MS, FEEDBACK_NOTICE_QUIET_MS, feedbackNoticeKey } from './feedback-batch.ts';
import { capturingMail, sendNoticeDeps } from './notices-fixtures.ts';
import { queueFeedbackNotice } from './queue-notices.ts';
import type { SendNoticeDeps } from './send-notice-deps.ts';
import { sendNotice } from './send-notice.ts';
import type { SendNoticePayload } from './send-notice-job.ts';

// The clock is the tests' own: each call is told "now", and no worker runs, so nothing is sent
// except by the sendNotice calls below (what a worker does when pg-boss hands it the job).
let ctx: TestContext;
const mail = capturingMail();
const queued: Array<{ payload: SendNoticePayload; startAfterSeconds: number }> = [];
const queue = {
  async enqueue(_job: unknown, payload: unknown, options?: { startAfterSeconds?: number }) {
    queued.push({ payload: payload as SendNoticePayload, startAfterSeconds: options?.startAfterSeconds ?? 0 });
    return 'job';
  },
};
let deps: SendNoticeDeps;

beforeAll(async () => {
  ctx = await createTestApp();
  deps = sendNoticeDeps(ctx, { mail, queue });
}, 60_000);
afterAll(async () => ctx?.close());

const T0 = new Date('2027-03-06T10:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const mailTo = (user: TestUser) => mail.messages.filter((m) => m.to === user.email);
let jobs = 0;
/** One worker's run of the job queued for this submission, at `now`. */
const runJob = (userId: string, submissionId: string, now: Date, jobId = `job-${++jobs}`) =>
  sendNotice(deps, { kind: 'feedback-ready', userId, submissionId, dedupeKey: feedbackNoticeKey(submissionId) }, { id: jobId, retryCount: 0 }, now);

async function parentWithWeeks(weeks: number, childName = 'Leo') {
  const parent = await createUser(ctx, { firstName: 'Sam' });
  const plan = await createPlan({ ctx, user: parent, setUp: true, childName });
  const submissions = [];
  for (let week = 1; week <= weeks; week++) submissions.push(await createSubmission({ ctx, user: parent, plan, weekNumber: week }));
  return { parent, plan, submissions };
}

const statusOf = async (submissionId: string) =>
  (
    await ctx.database.db
      .select()
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.dedupeKey, feedbackNoticeKey(submissionId)))
  )[0]?.status;

describe('"feedback is ready" waits its quiet time', () => {
  it(`is queued to start ${FEEDBACK_NOTICE_QUIET_MS / 60_000} minutes after the feedback is ready, and a job that runs early sends nothing`, async () => {
    const { parent, plan, submissions } = await parentWithWeeks(1);
    const [week1] = submissions;
    queued.length = 0;
    expect(await queueFeedbackNotice({ db: ctx.database.db, queue }, { userId: parent.id, submissionId: week1!.id }, T0)).toBe(true);
    expect(queued).toEqual([{ payload: expect.objectContaining({ submissionId: week1!.id }), startAfterSeconds: expect.any(Number) }]);
    // On the real clock, feedback ready now is queued to start a quiet time from now.
    const readyNow = await createSubmission({ ctx, user: parent, plan, weekNumber: 2 });
    await queueFeedbackNotice({ db: ctx.database.db, queue }, { userId: parent.id, submissionId: readyNow.id });
    expect(queued.at(-1)!.startAfterSeconds).toBeGreaterThan(FEEDBACK_NOTICE_QUIET_MS / 1000 - 5);
    expect(queued.at(-1)!.startAfterSeconds).toBeLessThanOrEqual(FEEDBACK_NOTICE_QUIET_MS / 1000);
    await ctx.database.db.delete(noticeDeliveries).where(eq(noticeDeliveries.dedupeKey, feedbackNoticeKey(readyNow.id)));

    // Run early (a job queued again after a lost process): it waits, and queues itself for the rest.
    expect(await runJob(parent.id, week1!.id, minutes(5))).toBe('waiting');
    expect(queued.at(-1)).toMatchObject({ payload: { submissionId: week1!.id }, startAfterSeconds: FEEDBACK_NOTICE_QUIET_MS / 1000 - 5 * 60 });
    expect(mailTo(parent)).toHaveLength(0);

    expect(await runJob(parent.id, week1!.id, minutes(15))).toBe('sent');
    const [sent] = mailTo(parent);
    expect(sent!.subject).toBe("Leo's feedback for week 1 is ready");
    expect(sent!.text).toContain(`${TEST_ORIGIN}/challenge-results/${week1!.id}`);
    expect(await statusOf(week1!.id)).toBe('sent');
  });

  it('is dropped when the parent opened the feedback (results page or feedback dialog) meanwhile', async () => {
    const { parent, submissions } = await parentWithWeeks(2);
    const [week1, week2] = submissions;
    for (const week of submissions) await queueFeedbackNotice({ db: ctx.database.db, queue }, { userId: parent.id, submissionId: week.id }, T0);
    expect((await parentGet(ctx, `/api/submissions/${week1!.id}`, parent)).statusCode).toBe(200);
    expect((await parentGet(ctx, `/api/submissions/${week2!.id}/feedback`, parent)).statusCode).toBe(200);
    // The mark is written once the answer has gone out.
    await vi.waitFor(async () => expect(await ctx.database.db.select().from(feedbackViews).where(eq(feedbackViews.userId, parent.id))).toHaveLength(2));

    expect(await runJob(parent.id, week1!.id, minutes(15))).toBe('nothing-to-say');
    expect(await runJob(parent.id, week2!.id, minutes(15))).toBe('not-claimed');
    expect(mailTo(parent)).toHaveLength(0);
    expect([await statusOf(week1!.id), await statusOf(week2!.id)]).toEqual(['skipped', 'skipped']);
  });

  it('is not marked seen by another parent’s read, nor by reading feedback still being prepared', async () => {
    const { parent, plan, submissions } = await parentWithWeeks(1);
    const pending = await createSubmission({ ctx, user: parent, plan, weekNumber: 2, status: 'pending' });
    const other = await createUser(ctx);
    expect((await parentGet(ctx, `/api/submissions/${submissions[0]!.id}`, other)).statusCode).toBe(404);
    expect((await parentGet(ctx, `/api/submissions/${pending.id}`, parent)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ctx.database.db.select().from(feedbackViews).where(eq(feedbackViews.userId, parent.id))).toEqual([]);
  });
});

describe('a burst of finished weeks', () => {
  it('comes as one e-mail once it has been quiet, naming only the weeks not opened', async () => {
    // Four weeks sent in one sitting finish three minutes apart; the parent opens week 2.
    const { parent, submissions } = await parentWithWeeks(4);
    for (const [i, week] of submissions.entries()) {
      await queueFeedbackNotice({ db: ctx.database.db, queue }, { userId: parent.id, submissionId: week.id }, minutes(3 * i));
    }
    expect((await parentGet(ctx, `/api/submissions/${submissions[1]!.id}`, parent)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await ctx.database.db.select().from(feedbackViews).where(eq(feedbackViews.userId, parent.id))).toHaveLength(1));

    // Each week's job at its own due time: the first three find a later week still quiet.
    expect(await runJob(parent.id, submissions[0]!.id, minutes(15))).toBe('waiting');
    expect(await runJob(parent.id, submissions[1]!.id, minutes(18))).toBe('waiting');
    expect(await runJob(parent.id, submissions[2]!.id, minutes(21))).toBe('waiting');
    expect(mailTo(parent)).toHaveLength(0);
    expect(await runJob(parent.id, submissions[3]!.id, minutes(24))).toBe('sent');

    const [digest] = mailTo(parent);
    expect(mailTo(parent)).toHaveLength(1);
    expect(digest!.subject).toBe("Leo's feedback for weeks 1, 3 and 4 is ready");
    for (const week of [0, 2, 3]) expect(digest!.text).toContain(`${TEST_ORIGIN}/challenge-results/${submissions[week]!.id}`);
    expect(digest!.text).not.toContain(submissions[1]!.id);
    expect(digest!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await Promise.all(submissions.map((s) => statusOf(s.id)))).toEqual(['sent', 'skipped', 'sent', 'sent']);
  });

  it('goes out once when two workers run its jobs at the same moment', async () => {
    const { parent, submissions } = await parentWithWeeks(3);
    for (const week of submissions) await queueFeedbackNotice({ db: ctx.database.db, queue }, { userId: parent.id, submissionId: week.id }, T0);
    const outcomes = await Promise.all(submissions.map((week) => runJob(parent.id, week.id, minutes(15))));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'not-claimed')).toHaveLength(2);
    expect(mailTo(parent).map((m) => m.subject)).toEqual(["Leo's feedback for weeks 1–3 is ready"]);
  });

  it(`is not held back more than ${FEEDBACK_NOTICE_MAX_HOLD_MS / 60_000} minutes by weeks that keep finishing`, async () => {
    const { parent, submissions } = await parentWithWeeks(2);
    const [early, late] = submissions;
    await queueFeedbackNotice({ db: ctx.database.db, queue }, { userId: parent.id, submissionId: early!.id }, T0);
    const heldUntil = new Date(T0.getTime() + FEEDBACK_NOTICE_QUIET_MS + FEEDBACK_NOTICE_MAX_HOLD_MS);
    // A week finished five minutes before the cap is still quiet: the early one goes alone.
    await queueFeedbackNotice({ db: ctx.database.db, queue }, { userId: parent.id, submissionId: late!.id }, new Date(heldUntil.getTime() - 5 * 60_000));
    expect(await runJob(parent.id, early!.id, new Date(heldUntil.getTime() - 60_000))).toBe('waiting');
    expect(await runJob(parent.id, early!.id, heldUntil)).toBe('sent');
    expect(mailTo(parent).map((m) => m.subject)).toEqual(["Leo's feedback for week 1 is ready"]);
    expect(await statusOf(late!.id)).toBe('queued');
  });
});

import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { FEEDBACK_NOTICE_QUIET_MINUTES } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { noticeDeliveries } from '../../db/schema/index.ts';
import { CLAIM_STALE_SQL } from './repository.ts';

export const FEEDBACK_NOTICE_QUIET_MS = FEEDBACK_NOTICE_QUIET_MINUTES * 60_000;

/**
 * A burst keeps the e-mail back until it has been quiet for the quiet time; a parent sending a
 * week every ten minutes all evening still hears within this long of the first being due.
 */
export const FEEDBACK_NOTICE_MAX_HOLD_MS = 60 * 60_000;

/** pg_advisory_xact_lock's class for "one feedback e-mail being put together per parent" (migrations use 7_349_221). */
const FEEDBACK_BATCH_LOCK = 7_349_235;

const FEEDBACK_KEY_PREFIX = 'feedback-ready:';
export const feedbackNoticeKey = (submissionId: string) => `${FEEDBACK_KEY_PREFIX}${submissionId}`;
export const submissionOfFeedbackKey = (dedupeKey: string) => dedupeKey.slice(FEEDBACK_KEY_PREFIX.length);

export type FeedbackBatch =
  /** This job's row is sent, skipped or held by another job. */
  | { outcome: 'not-claimed' }
  /** Another week finished within the quiet time: that week's job gathers this one. `ownDueAt` is set when this job came early. */
  | { outcome: 'waiting'; ownDueAt: Date | null }
  /** The rows this job now holds: one e-mail about them all. */
  | { outcome: 'claimed'; dedupeKeys: string[] };

/**
 * Takes every "feedback is ready" row of the parent that is due and free, for one e-mail. The
 * advisory lock lets one job per parent decide at a time, so two workers woken together never
 * split a burst into two e-mails: the second finds the rows claimed.
 */
export async function takeFeedbackBatch(db: Db, options: { userId: string; dedupeKey: string; jobId: string; now: Date }): Promise<FeedbackBatch> {
  const { userId, dedupeKey, jobId, now } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEEDBACK_BATCH_LOCK}, hashtext(${userId}))`);
    const open = await tx
      .select({ dedupeKey: noticeDeliveries.dedupeKey, dueAt: noticeDeliveries.dueAt })
      .from(noticeDeliveries)
      .where(
        and(
          eq(noticeDeliveries.userId, userId),
          eq(noticeDeliveries.kind, 'feedback-ready'),
          inArray(noticeDeliveries.status, ['queued', 'sending']),
          or(isNull(noticeDeliveries.claimedBy), eq(noticeDeliveries.claimedBy, jobId), lt(noticeDeliveries.claimedAt, CLAIM_STALE_SQL)),
        ),
      );
    const own = open.find((row) => row.dedupeKey === dedupeKey);
    if (!own) return { outcome: 'not-claimed' };
    if (own.dueAt > now) return { outcome: 'waiting', ownDueAt: own.dueAt };
    const due = open.filter((row) => row.dueAt <= now);
    const stillQuiet = open.some((row) => row.dueAt > now);
    const heldTooLong = Math.min(...due.map((row) => row.dueAt.getTime())) <= now.getTime() - FEEDBACK_NOTICE_MAX_HOLD_MS;
    if (stillQuiet && !heldTooLong) return { outcome: 'waiting', ownDueAt: null };
    const dedupeKeys = due.map((row) => row.dedupeKey);
    await tx
      .update(noticeDeliveries)
      .set({ status: 'sending', claimedBy: jobId, claimedAt: sql`now()` })
      .where(inArray(noticeDeliveries.dedupeKey, dedupeKeys));
    return { outcome: 'claimed', dedupeKeys };
  });
}

/** Marks the batch's rows: those in the e-mail sent, the rest (seen, deleted, turned off) skipped. */
export async function finishFeedbackBatch(db: Db, batch: { sent: string[]; skipped: string[] }): Promise<void> {
  const now = new Date();
  if (batch.sent.length > 0) {
    await db.update(noticeDeliveries).set({ status: 'sent', sentAt: now }).where(inArray(noticeDeliveries.dedupeKey, batch.sent));
  }
  if (batch.skipped.length > 0) {
    await db.update(noticeDeliveries).set({ status: 'skipped' }).where(inArray(noticeDeliveries.dedupeKey, batch.skipped));
  }
}

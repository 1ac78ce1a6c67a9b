import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { CHECKPOINT_COUNT } from '../../../contracts/checkpoints.ts';
import { NOTIFICATIONS_API } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { MailAttachment, MailSender } from '../../providers/mail/mail-sender.ts';
import type { CheckpointReportPdf } from './checkpoint-report-attachment.ts';
import {
  checkpointReadyEmail,
  checkpointReportFilename,
  feedbackReadyEmail,
  unsubscribePageUrl,
  weeklyReminderEmail,
  type NoticeEmail,
} from './notice-emails.ts';
import { noticeFacts } from './notice-facts.ts';
import { noticeRepository } from './repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const keyed = { userId: z.string(), dedupeKey: z.string() };

export const sendNoticeJob = {
  name: 'send-notice',
  version: 1,
  payload: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('weekly-reminder'), ...keyed }),
    z.object({ kind: z.literal('feedback-ready'), ...keyed, submissionId: z.string() }),
    z.object({ kind: z.literal('checkpoint-ready'), ...keyed, planId: z.string(), checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT) }),
  ]),
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 120,
  expireInSeconds: 120,
} satisfies JobDefinition<z.ZodType>;

export type SendNoticePayload = z.infer<typeof sendNoticeJob.payload>;

export type SendNoticeDeps = {
  db: Db;
  mail: MailSender;
  publicUrl: string;
  /** Signs the unsubscribe links (the server's auth secret). */
  unsubscribeSecret: string;
  checkpointReportPdf: CheckpointReportPdf;
  logger: Logger;
};

export type SendNoticeOutcome = 'sent' | 'not-claimed' | 'turned-off' | 'nothing-to-say';

/** RFC 8058: a mail client may unsubscribe with one POST to this address, no page and no sign-in. */
export function listUnsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}${NOTIFICATIONS_API.unsubscribe}?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Sends one reminder or notice, at most once per dedupe key: the job first claims the sent-log
 * row (a second job for the same key, from another scheduler run or process, finds it claimed or
 * sent and stops). What it says is read now, so a parent who unsubscribed, finished the plan or
 * deleted the account meanwhile gets nothing. A failed send keeps the claim for this job's retries.
 */
export async function sendNotice(deps: SendNoticeDeps, payload: SendNoticePayload, meta: { id: string; retryCount: number }): Promise<SendNoticeOutcome> {
  const { db, mail, publicUrl } = deps;
  const claimed = await noticeRepository.claim(db, payload.dedupeKey, meta.id);
  if (!claimed) return 'not-claimed';
  if (!(await noticeRepository.isOn(db, payload.userId, payload.kind))) {
    await noticeRepository.finish(db, payload.dedupeKey, 'skipped');
    return 'turned-off';
  }
  const user = await noticeFacts.recipient(db, payload.userId);
  const token = unsubscribeToken(deps.unsubscribeSecret, payload.userId, payload.kind);
  const links = { publicUrl, unsubscribePage: unsubscribePageUrl(publicUrl, token) };
  const composed = user && (await compose(deps, payload, user, links, meta.retryCount));
  if (!user || !composed) {
    await noticeRepository.finish(db, payload.dedupeKey, 'skipped');
    return 'nothing-to-say';
  }
  await db
    .insert(outboxEmails)
    .values({ dedupeKey: payload.dedupeKey, userId: payload.userId, template: payload.kind, to: user.email, subject: composed.subject, body: composed.text })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey });
  await mail.send({
    to: user.email,
    subject: composed.subject,
    text: composed.text,
    headers: listUnsubscribeHeaders(publicUrl, token),
    ...(composed.attachments ? { attachments: composed.attachments } : {}),
  });
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(outboxEmails.dedupeKey, payload.dedupeKey), eq(outboxEmails.status, 'pending')));
  await noticeRepository.finish(db, payload.dedupeKey, 'sent');
  return 'sent';
}

type Composed = NoticeEmail & { attachments?: MailAttachment[] };
type Recipient = { name: string; firstName: string | null };

async function compose(
  deps: SendNoticeDeps,
  payload: SendNoticePayload,
  user: Recipient,
  links: { publicUrl: string; unsubscribePage: string },
  retryCount: number,
): Promise<Composed | null> {
  const { db } = deps;
  if (payload.kind === 'weekly-reminder') {
    // Only a parent with an active paid plan whose next week is open is reminded.
    const weeks = await noticeFacts.openWeeks(db, payload.userId);
    return weeks.length > 0 ? weeklyReminderEmail(user, weeks, links) : null;
  }
  if (payload.kind === 'feedback-ready') {
    const week = await noticeFacts.completedSubmission(db, payload.userId, payload.submissionId);
    return week && feedbackReadyEmail(user, week, links);
  }
  const checkpoint = await noticeFacts.completedCheckpoint(db, payload.userId, payload.planId, payload.checkpointNumber);
  if (!checkpoint) return null;
  try {
    const pdf = await deps.checkpointReportPdf(payload.planId, payload.checkpointNumber);
    const filename = checkpointReportFilename(checkpoint.childName, checkpoint.checkpointNumber);
    return { ...checkpointReadyEmail(user, checkpoint, links, true), attachments: [{ filename, content: pdf, contentType: 'application/pdf' }] };
  } catch (error) {
    if (retryCount < sendNoticeJob.retryLimit) throw error; // the queue tries again
    // Better the news without the PDF than no news: the plan page has the report too.
    deps.logger.error({ err: error, planId: payload.planId, checkpointNumber: payload.checkpointNumber }, 'checkpoint e-mail sent without its PDF report');
    return checkpointReadyEmail(user, checkpoint, links, false);
  }
}

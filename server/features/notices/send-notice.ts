import type { Translator } from '../../../contracts/i18n/translator.ts';
import { accountLocale } from '../../i18n/index.ts';
import { addressNotice, deliverNotice, type ComposedNotice, type NoticeLinks, type Recipient } from './deliver-notice.ts';
import { checkpointReadyEmail, checkpointReportFilename, weeklyReminderEmail } from './notice-emails.ts';
import { noticeFacts } from './notice-facts.ts';
import { noticeRepository } from './repository.ts';
import { sendFeedbackNotice } from './send-feedback-notice.ts';
import type { SendNoticeDeps, SendNoticeOutcome } from './send-notice-deps.ts';
import { sendNoticeJob, type SendNoticePayload } from './send-notice-job.ts';

/**
 * Sends one reminder or notice, at most once per dedupe key: the job first claims the sent-log
 * row (a second job for the same key, from another scheduler run or process, finds it claimed or
 * sent and stops). What it says is read now, so a parent who unsubscribed, finished the plan or
 * deleted the account meanwhile gets nothing. A failed send keeps the claim for this job's retries.
 * "Feedback is ready" waits and gathers (send-feedback-notice.ts).
 */
export async function sendNotice(
  deps: SendNoticeDeps,
  payload: SendNoticePayload,
  meta: { id: string; retryCount: number },
  now = new Date(),
): Promise<SendNoticeOutcome> {
  if (payload.kind === 'feedback-ready') return sendFeedbackNotice(deps, payload, meta, now);
  const { db } = deps;
  const claimed = await noticeRepository.claim(db, payload.dedupeKey, meta.id);
  if (!claimed) return 'not-claimed';
  if (!(await noticeRepository.isOn(db, payload.userId, payload.kind))) {
    await noticeRepository.finish(db, payload.dedupeKey, 'skipped');
    return 'turned-off';
  }
  const addressed = await addressNotice(deps, payload.userId, payload.kind);
  const composed = addressed && (await compose(deps, payload, { user: addressed.user, t: addressed.t }, addressed.links, meta.retryCount));
  if (!addressed || !composed) {
    await noticeRepository.finish(db, payload.dedupeKey, 'skipped');
    return 'nothing-to-say';
  }
  await deliverNotice(deps, { ...payload, to: addressed.user.email, token: addressed.token, composed });
  await noticeRepository.finish(db, payload.dedupeKey, 'sent');
  return 'sent';
}

type ReminderOrCheckpoint = Exclude<SendNoticePayload, { kind: 'feedback-ready' }>;

async function compose(
  deps: SendNoticeDeps,
  payload: ReminderOrCheckpoint,
  { user, t }: { user: Recipient; t: Translator },
  links: NoticeLinks,
  retryCount: number,
): Promise<ComposedNotice | null> {
  const { db } = deps;
  if (payload.kind === 'weekly-reminder') {
    // Only a parent with an active paid plan whose next week is open is reminded.
    const weeks = await noticeFacts.openWeeks(db, payload.userId);
    return weeks.length > 0 ? weeklyReminderEmail(t, user, weeks, links) : null;
  }
  const checkpoint = await noticeFacts.completedCheckpoint(db, payload.userId, payload.planId, payload.checkpointNumber);
  if (!checkpoint) return null;
  try {
    const pdf = await deps.checkpointReportPdf(payload.planId, payload.checkpointNumber, accountLocale(user.language));
    const filename = checkpointReportFilename(t, checkpoint.childName, checkpoint.checkpointNumber);
    return { ...checkpointReadyEmail(t, user, checkpoint, links, true), attachments: [{ filename, content: pdf, contentType: 'application/pdf' }] };
  } catch (error) {
    if (retryCount < sendNoticeJob.retryLimit) throw error; // the queue tries again
    // Better the news without the PDF than no news: the plan page has the report too.
    deps.logger.error({ err: error, planId: payload.planId, checkpointNumber: payload.checkpointNumber }, 'checkpoint e-mail sent without its PDF report');
    return checkpointReadyEmail(t, user, checkpoint, links, false);
  }
}

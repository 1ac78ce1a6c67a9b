import type { SendNoticeDeps, SendNoticeOutcome } from './send-notice-deps.ts';
import { sendNoticeJob, type SendNoticePayload } from './send-notice-job.ts';
import { addressNotice, deliverNotice } from './deliver-notice.ts';
import { finishFeedbackBatch, submissionOfFeedbackKey, takeFeedbackBatch } from './feedback-batch.ts';
import { feedbackReadyEmail } from './notice-emails.ts';
import { noticeFacts } from './notice-facts.ts';
import { noticeRepository } from './repository.ts';

type FeedbackPayload = Extract<SendNoticePayload, { kind: 'feedback-ready' }>;

/**
 * "Feedback is ready", issue 35: sent only once the week's quiet time has passed with no other
 * week finishing, about every week of the parent still unopened, in one e-mail. A week the parent
 * opened meanwhile is dropped; if all were opened, nothing is sent.
 */
export async function sendFeedbackNotice(deps: SendNoticeDeps, payload: FeedbackPayload, meta: { id: string }, now: Date): Promise<SendNoticeOutcome> {
  const batch = await takeFeedbackBatch(deps.db, { userId: payload.userId, dedupeKey: payload.dedupeKey, jobId: meta.id, now });
  if (batch.outcome === 'not-claimed') return 'not-claimed';
  if (batch.outcome === 'waiting') {
    // Came before its time (queued again after a lost job): back to the queue until then.
    if (batch.ownDueAt) await deps.queue.enqueue(sendNoticeJob, payload, { startAfterSeconds: (batch.ownDueAt.getTime() - now.getTime()) / 1000 });
    return 'waiting';
  }
  const { dedupeKeys } = batch;
  if (!(await noticeRepository.isOn(deps.db, payload.userId, 'feedback-ready'))) {
    await finishFeedbackBatch(deps.db, { sent: [], skipped: dedupeKeys });
    return 'turned-off';
  }
  const unseen = await noticeFacts.unseenFeedback(deps.db, payload.userId, dedupeKeys.map(submissionOfFeedbackKey));
  const addressed = unseen.length > 0 ? await addressNotice(deps, payload.userId, 'feedback-ready') : null;
  const included = new Set(addressed ? unseen.map((f) => f.id) : []);
  const sent = dedupeKeys.filter((key) => included.has(submissionOfFeedbackKey(key)));
  const skipped = dedupeKeys.filter((key) => !included.has(submissionOfFeedbackKey(key)));
  if (!addressed) {
    await finishFeedbackBatch(deps.db, { sent: [], skipped });
    return 'nothing-to-say';
  }
  const composed = feedbackReadyEmail(addressed.t, addressed.user, unseen, addressed.links);
  await deliverNotice(deps, { ...payload, to: addressed.user.email, token: addressed.token, composed });
  await finishFeedbackBatch(deps.db, { sent, skipped });
  return 'sent';
}

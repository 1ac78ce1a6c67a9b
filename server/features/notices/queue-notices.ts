import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { cleanupJob } from '../../jobs/cleanup-job.ts';
import { FEEDBACK_NOTICE_QUIET_MS, feedbackNoticeKey } from './feedback-batch.ts';
import { noticeFacts } from './notice-facts.ts';
import { dueReminder } from './reminder-schedule.ts';
import { noticeRepository } from './repository.ts';
import { sendNoticeJob, type SendNoticePayload } from './send-notice-job.ts';

type QueueDeps = { db: Db; queue: Pick<JobQueue, 'enqueue'> };

/** Every minute, one run across all processes (the queue's schedule): reminder hours are whole hours in any zone. */
export const queueWeeklyRemindersJob = cleanupJob('queue-weekly-reminders', 120);
export const QUEUE_WEEKLY_REMINDERS_CRON = '* * * * *';

/** Records the e-mail as due (once per dedupe key) and queues its send job, unless another caller already did. */
async function queueNotice({ db, queue }: QueueDeps, payload: SendNoticePayload, dueAt?: Date): Promise<boolean> {
  const delivery = { dedupeKey: payload.dedupeKey, userId: payload.userId, kind: payload.kind, ...(dueAt ? { dueAt } : {}) };
  if (!(await noticeRepository.recordDue(db, delivery))) return false;
  // The queue runs on the real clock: the job may start once the due time has come.
  const startAfterSeconds = dueAt ? Math.max(0, dueAt.getTime() - Date.now()) / 1000 : 0;
  await queue.enqueue(sendNoticeJob, payload, { startAfterSeconds });
  return true;
}

/**
 * Queues each reminder whose local hour has come. Run twice, by two processes or after a restart,
 * it queues each (parent, local date) once; a reminder missed while no process ran goes out late,
 * within REMINDER_LATENESS_MS. Returns how many were queued.
 */
export async function queueDueReminders(deps: QueueDeps, now = new Date()): Promise<number> {
  let queued = 0;
  for (const subscriber of await noticeRepository.reminderSubscribers(deps.db)) {
    const slot = dueReminder(subscriber, now, subscriber.notBefore);
    if (!slot) continue;
    // No plan, a finished one, or a week not open: no reminder (the sender checks again).
    if ((await noticeFacts.openWeeks(deps.db, subscriber.userId)).length === 0) continue;
    const dedupeKey = `weekly-reminder:${subscriber.userId}:${slot.localDate}`;
    if (await queueNotice(deps, { kind: 'weekly-reminder', userId: subscriber.userId, dedupeKey })) queued++;
  }
  return queued;
}

/**
 * After a week's evaluation completed: "your feedback is ready", if the parent wants it (on by
 * default), once the quiet time has passed; the send job drops it if the parent opened it by then.
 */
export async function queueFeedbackNotice(
  deps: QueueDeps & { quietMs?: number },
  week: { userId: string; submissionId: string },
  readyAt = new Date(),
): Promise<boolean> {
  if (!(await noticeRepository.isOn(deps.db, week.userId, 'feedback-ready'))) return false;
  const payload = { kind: 'feedback-ready' as const, userId: week.userId, submissionId: week.submissionId, dedupeKey: feedbackNoticeKey(week.submissionId) };
  return queueNotice(deps, payload, new Date(readyAt.getTime() + (deps.quietMs ?? FEEDBACK_NOTICE_QUIET_MS)));
}

/** After a checkpoint's evaluation completed: "checkpoint ready" with the PDF, if the parent turned it on. */
export async function queueCheckpointNotice(deps: QueueDeps, checkpoint: { userId: string; planId: string; checkpointNumber: number }): Promise<boolean> {
  if (!(await noticeRepository.isOn(deps.db, checkpoint.userId, 'checkpoint-ready'))) return false;
  const dedupeKey = `checkpoint-ready:${checkpoint.planId}:${checkpoint.checkpointNumber}`;
  return queueNotice(deps, { kind: 'checkpoint-ready', ...checkpoint, dedupeKey });
}

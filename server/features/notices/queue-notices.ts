import { setImmediate as letOthersRun } from 'node:timers/promises';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { cleanupJob } from '../../jobs/cleanup-job.ts';
import { FEEDBACK_NOTICE_QUIET_MS, feedbackNoticeKey } from './feedback-batch.ts';
import { noticeFacts } from './notice-facts.ts';
import { reminderSlots, type ReminderSlot } from './reminder-schedule.ts';
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

/** Parents looked at per query, and how long one run keeps going through a backlog (the cron runs each minute). */
export const REMINDER_BATCH = 500;
const REMINDER_RUN_BUDGET_MS = 45_000;
/** A parent whose reminder could not be queued (the database or queue hiccuped) is looked at again this much later. */
const RETRY_AFTER_MS = 60_000;
/** Parents checked between two turns of the event loop for the page requests waiting beside the run. */
const YIELD_EVERY = 25;

/**
 * Queues each reminder whose local hour has come. It reads only the parents whose check time
 * has come (reminder_checks, issue 36), in batches, and sets each one's next look to the next
 * reminder slot, so each parent is looked at about once a week however many subscribe. Run
 * twice, by two processes or after a restart, it queues each (parent, local date) once; a
 * reminder missed while no process ran goes out late, within REMINDER_LATENESS_MS. Returns how
 * many were queued.
 */
export async function queueDueReminders(deps: QueueDeps & { budgetMs?: number }, now = new Date()): Promise<number> {
  const started = Date.now();
  let queued = 0;
  for (;;) {
    const batch = await noticeRepository.dueReminderChecks(deps.db, now, REMINDER_BATCH);
    const slots = new Map<string, { due: ReminderSlot | null; next: Date } | null>();
    const next: { userId: string; at: Date | null }[] = [];
    let failure: unknown = null;
    const retry = (userId: string, error: unknown) => {
      // Looked at again in a minute; the rest of the batch still gets its next look.
      next.push({ userId, at: new Date(now.getTime() + RETRY_AFTER_MS) });
      failure ??= error;
    };
    for (const [i, parent] of batch.entries()) {
      // The API shares this process: a batch of 500 without a pause held every page request
      // waiting beside it for up to 71 ms (ADR 032); the slots are now cached, the pause stays.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await letOthersRun();
      try {
        const found = parent.on ? reminderSlots(parent, now, parent.notBefore) : null;
        slots.set(parent.userId, found && { due: found.due, next: found.next.at });
      } catch (error) {
        retry(parent.userId, error);
      }
    }
    // No plan, a finished one, or no week open: no reminder (the sender checks again). One look
    // for the batch: one per parent took most of a busy minute's run (ADR 032).
    const dueIds = [...slots].filter(([, found]) => found?.due).map(([userId]) => userId);
    let open: Set<string> | null = null;
    try {
      open = await noticeFacts.parentsWithOpenWeeks(deps.db, dueIds);
    } catch (error) {
      failure ??= error;
    }
    for (const [userId, found] of slots) {
      if (!found?.due) {
        next.push({ userId, at: found ? found.next : null });
        continue;
      }
      if (!open) {
        retry(userId, failure);
        continue;
      }
      try {
        if (open.has(userId) && (await queueReminder(deps, userId, found.due))) queued++;
        next.push({ userId, at: found.next });
      } catch (error) {
        retry(userId, error);
      }
    }
    await noticeRepository.nextReminderChecks(deps.db, next, now);
    if (failure) throw failure;
    if (batch.length < REMINDER_BATCH || Date.now() - started > (deps.budgetMs ?? REMINDER_RUN_BUDGET_MS)) return queued;
  }
}

/** Queues the parent's due reminder. True if this call queued it (another run may have). */
function queueReminder(deps: QueueDeps, userId: string, slot: ReminderSlot): Promise<boolean> {
  const dedupeKey = `weekly-reminder:${userId}:${slot.localDate}`;
  return queueNotice(deps, { kind: 'weekly-reminder', userId, dedupeKey });
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

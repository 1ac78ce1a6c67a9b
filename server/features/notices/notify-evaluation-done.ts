import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { plans, submissions } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueCheckpointNotice, queueFeedbackNotice } from './queue-notices.ts';

/** `feedbackQuietMs`: the configured quiet time (config.feedbackNoticeQuietMs); the contract's default otherwise. */
type NotifyDeps = { db: Db; queue: Pick<JobQueue, 'enqueue'>; logger: Logger; feedbackQuietMs?: number };

/**
 * Called by the evaluation workers once a result is saved. A failure here is logged and not
 * thrown: the evaluation is done, and retrying it would not send the notice (it is no longer pending).
 */
export async function notifyFeedbackReady(deps: NotifyDeps, submissionId: string): Promise<void> {
  try {
    const [row] = await deps.db.select({ userId: submissions.userId }).from(submissions).where(eq(submissions.id, submissionId));
    if (row) await queueFeedbackNotice({ ...deps, quietMs: deps.feedbackQuietMs }, { userId: row.userId, submissionId });
  } catch (error) {
    deps.logger.error({ err: error, submissionId }, 'could not queue the feedback-ready e-mail');
  }
}

export async function notifyCheckpointReady(deps: NotifyDeps, checkpoint: { planId: string; checkpointNumber: number }): Promise<void> {
  try {
    const [plan] = await deps.db.select({ userId: plans.userId }).from(plans).where(eq(plans.id, checkpoint.planId));
    if (plan) await queueCheckpointNotice(deps, { userId: plan.userId, ...checkpoint });
  } catch (error) {
    deps.logger.error({ err: error, ...checkpoint }, 'could not queue the checkpoint-ready e-mail');
  }
}

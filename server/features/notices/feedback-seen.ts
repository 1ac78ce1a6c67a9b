import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { feedbackViews, submissions } from '../../db/schema/index.ts';

/**
 * The two reads that put a week's feedback on the parent's screen: the results page
 * (GET /api/submissions/{id}, polled until the evaluation is done) and the plan page's
 * feedback dialog (GET /api/submissions/{id}/feedback).
 */
const FEEDBACK_READS = new Set(['/api/submissions/:id', '/api/submissions/:id/feedback']);

/** Records that the parent opened this finished feedback; a pending or failed one is not "seen". */
export async function markFeedbackSeen(db: Db, { userId, submissionId }: { userId: string; submissionId: string }): Promise<void> {
  await db
    .insert(feedbackViews)
    .select(
      db
        .select({ submissionId: submissions.id, userId: submissions.userId, seenAt: sql<Date>`now()`.as('seen_at') })
        .from(submissions)
        .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId), eq(submissions.evaluationStatus, 'completed'))),
    )
    .onConflictDoNothing({ target: feedbackViews.submissionId });
}

/**
 * Marks feedback seen when the parent's own read of it succeeded, after the answer has gone
 * out (the parent waits for nothing). Kept here, beside the e-mail it silences, rather than in
 * the submissions feature: those routes stay unaware of e-mail.
 */
export function registerFeedbackSeen(app: FastifyInstance, { db, logger }: { db: Db; logger: Logger }): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !FEEDBACK_READS.has(request.routeOptions.url ?? '')) return;
    const submissionId = (request.params as { id?: unknown }).id;
    try {
      const user = await request.sessionUser();
      if (user && typeof submissionId === 'string') await markFeedbackSeen(db, { userId: user.id, submissionId });
    } catch (error) {
      logger.error({ err: error, submissionId }, 'could not record that feedback was seen');
    }
  });
}

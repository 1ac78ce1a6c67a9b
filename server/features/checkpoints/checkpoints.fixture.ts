import { and, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/api-harness.ts';
import { parentRequest, type TestUser } from '../../../test/factories.ts';
import { checkpoints } from '../../db/schema/index.ts';
import { createLogger } from '../../runtime.ts';
import { evaluateCheckpoint } from './evaluate-checkpoint-job.ts';

/** The checkpoint's row as the table holds it (read past the repository, so a test sees what was really written); undefined when there is none. */
export async function checkpointRow(ctx: Pick<TestContext, 'database'>, planId: string, checkpointNumber: number) {
  const [row] = await ctx.database.db
    .select()
    .from(checkpoints)
    .where(and(eq(checkpoints.planId, planId), eq(checkpoints.checkpointNumber, checkpointNumber)));
  return row;
}

/** A checkpoint the job has already evaluated, with no range (as those made before ranges were). */
export async function insertCompletedCheckpoint(
  ctx: Pick<TestContext, 'database'>,
  planId: string,
  checkpointNumber: number,
  result: Pick<typeof checkpoints.$inferInsert, 'cognitiveAge' | 'analysis'>,
) {
  await ctx.database.db.insert(checkpoints).values({ planId, checkpointNumber, status: 'completed', ...result });
}

/** The plan page's "evaluate checkpoint" call; signed out without `user`. */
export function requestEvaluation(ctx: Pick<TestContext, 'app'>, user: TestUser | undefined, payload: object) {
  return parentRequest(ctx, { method: 'POST', url: '/api/cognitive-checkpoints/evaluate', payload }, user ?? null);
}

/** The evaluate-checkpoint job's first try, with the test app's own analyser and storage. */
export function runCheckpointJob(ctx: Pick<TestContext, 'database' | 'storage' | 'analyser' | 'config'>, planId: string, checkpointNumber: number) {
  return evaluateCheckpoint(
    { db: ctx.database.db, storage: ctx.storage, analyser: ctx.analyser, logger: createLogger(ctx.config) },
    { planId, checkpointNumber },
    { retryCount: 0 },
  );
}

import { count } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { submissions } from '../../server/db/schema/index.ts';

export type EvaluationOutcomes = Record<string, number>;

/** How many submissions are pending, completed and failed right now. */
export async function evaluationOutcomes(db: Db): Promise<EvaluationOutcomes> {
  const rows = await db.select({ status: submissions.evaluationStatus, n: count() }).from(submissions).groupBy(submissions.evaluationStatus);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * Waits until the job workers have evaluated every submission, so the evaluations one scenario
 * queued do not eat the next scenario's CPU. Returns how long that took and how they ended.
 */
export async function waitForEvaluations(db: Db, timeoutMs: number): Promise<{ seconds: number; outcomes: EvaluationOutcomes; drained: boolean }> {
  const started = performance.now();
  for (;;) {
    const outcomes = await evaluationOutcomes(db);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    if (!outcomes.pending) return { seconds, outcomes, drained: true };
    if (performance.now() - started > timeoutMs) return { seconds, outcomes, drained: false };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

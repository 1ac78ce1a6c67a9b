import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckpointResult } from '../../../contracts/analysis.ts';
import { CHECKPOINT_MESSAGES } from '../../../contracts/checkpoints.ts';
import { checkpoints } from '../../db/schema/index.ts';
import { createLogger } from '../../runtime.ts';
import type { Analyser, EvaluateCheckpointInput } from '../../providers/ai/analyser.ts';
import { AiTaskError } from '../../providers/ai/create-analyser.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { checkpointRow, insertCompletedCheckpoint, requestEvaluation } from './checkpoints.fixture.ts';
import { evaluateCheckpoint, evaluateCheckpointJob, type EvaluateCheckpointDeps } from './evaluate-checkpoint-job.ts';
import { STALE_AFTER_MS, sweepStaleCheckpoints } from './sweep-stale-checkpoints.ts';
import { registerCheckpointWorkers } from './workers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const LAST_RETRY = { retryCount: evaluateCheckpointJob.retryLimit };
const FIRST_TRY = { retryCount: 0 };

const deps = (analyser: Analyser, extra: Partial<EvaluateCheckpointDeps> = {}): EvaluateCheckpointDeps => ({
  db: ctx.database.db,
  storage: ctx.storage,
  analyser,
  logger: createLogger(ctx.config),
  ...extra,
});
/** The test app's analyser with one task replaced. */
const withCheckpoint = (evaluate: (input: EvaluateCheckpointInput) => Promise<CheckpointResult>): Analyser => ({
  ...ctx.analyser,
  evaluateCheckpoint: evaluate,
});
const rowOf = (planId: string, checkpointNumber: number) => checkpointRow(ctx, planId, checkpointNumber);

/** A plan with `weeks` completed weeks (each with a drawing) and checkpoint `pending` waiting for the job. */
async function pendingCheckpoint(weeks: number, pending: number) {
  const parent = await createUser(ctx);
  const plan = await createPlan({ ctx, user: parent, setUp: true });
  for (let week = 1; week <= weeks; week++) await createSubmission({ ctx, user: parent, plan, weekNumber: week, status: 'completed', withImage: true });
  await ctx.database.db.insert(checkpoints).values({ planId: plan.id, checkpointNumber: pending, status: 'pending' });
  return { parent, plan };
}

describe('evaluate-checkpoint job', { timeout: 60_000 }, () => {
  it("gives the analyser the period's drawings, the baseline, the earlier checkpoints and the child's age", async () => {
    const { plan } = await pendingCheckpoint(8, 2);
    // A retaken week: only the latest completed attempt's drawing counts.
    await createSubmission({ ctx, user: { id: plan.userId }, plan, weekNumber: 6, attemptNumber: 2, status: 'completed', withImage: true });
    await insertCompletedCheckpoint(ctx, plan.id, 1, {
      cognitiveAge: 62,
      analysis: { analysis: 'First.', strengths: ['Shapes'], developmentAreas: ['Details'], recommendations: ['Draw faces'] },
    });
    const seen: EvaluateCheckpointInput[] = [];
    const analyser = withCheckpoint(async (input) => {
      seen.push(input);
      return {
        checkpointNumber: 2,
        cognitiveAge: 66,
        cognitiveAgeRange: { min: 52, max: 85 },
        analysis: { analysis: 'Growing.', strengths: ['Colour'], developmentAreas: ['Hands'], recommendations: ['Draw a family'] },
      };
    });

    expect(await evaluateCheckpoint(deps(analyser), { planId: plan.id, checkpointNumber: 2 }, FIRST_TRY)).toBe('completed');
    const input = seen[0]!;
    expect(input.checkpointNumber).toBe(2);
    expect(input.images).toHaveLength(4); // weeks 5–8, one drawing each
    for (const image of input.images) expect(image.data.length).toBeGreaterThan(1000);
    expect(input.baseline).toEqual({ cognitiveAge: 60, cognitiveAgeRange: null, features: undefined, date: expect.any(Date) });
    // Issue 32: each drawing's day goes with it, for the two-week rule on what changed.
    expect(input.imageDates).toHaveLength(4);
    for (const date of input.imageDates!) expect(date).toBeInstanceOf(Date);
    expect(input.earlier).toEqual([expect.objectContaining({ checkpointNumber: 1, cognitiveAge: 62 })]);
    expect(input.childAgeMonths).toBe(62);
    expect(await rowOf(plan.id, 2)).toMatchObject({
      status: 'completed',
      cognitiveAge: 66,
      cognitiveAgeMin: 52,
      cognitiveAgeMax: 85,
      analyser: 'local',
      error: null,
      analysis: { analysis: 'Growing.', strengths: ['Colour'], developmentAreas: ['Hands'], recommendations: ['Draw a family'] },
    });
  });

  it('does nothing when the checkpoint is no longer pending (a job delivered twice)', async () => {
    const { plan } = await pendingCheckpoint(4, 1);
    const evaluate = vi.fn(ctx.analyser.evaluateCheckpoint);
    const analyser = withCheckpoint(evaluate);
    expect(await evaluateCheckpoint(deps(analyser), { planId: plan.id, checkpointNumber: 1 }, FIRST_TRY)).toBe('completed');
    const first = await rowOf(plan.id, 1);
    expect(await evaluateCheckpoint(deps(analyser), { planId: plan.id, checkpointNumber: 1 }, FIRST_TRY)).toBe('skipped');
    expect(evaluate).toHaveBeenCalledTimes(1);
    expect(await rowOf(plan.id, 1)).toEqual(first);
    expect(await evaluateCheckpoint(deps(analyser), { planId: '00000000-0000-4000-8000-000000000000', checkpointNumber: 1 }, FIRST_TRY)).toBe('skipped');
  });

  it('leaves a failure to the queue while retries remain, and marks the checkpoint failed on the last one', async () => {
    const { plan } = await pendingCheckpoint(4, 1);
    const analyser = withCheckpoint(async () => {
      throw new Error('connection reset by the provider');
    });
    await expect(evaluateCheckpoint(deps(analyser), { planId: plan.id, checkpointNumber: 1 }, FIRST_TRY)).rejects.toThrow('connection reset');
    expect((await rowOf(plan.id, 1))?.status).toBe('pending');

    expect(await evaluateCheckpoint(deps(analyser), { planId: plan.id, checkpointNumber: 1 }, LAST_RETRY)).toBe('failed');
    // The technical detail stays in the log; the parent reads a plain sentence.
    expect(await rowOf(plan.id, 1)).toMatchObject({ status: 'failed', error: CHECKPOINT_MESSAGES.evaluationFailed, cognitiveAge: null });
  });

  it('gives up at once, with the provider’s parent-safe text, when retrying cannot help', async () => {
    const { plan } = await pendingCheckpoint(4, 1);
    const message = 'The AI service is not set up correctly. We have logged it for our team; please try again later.';
    const analyser = withCheckpoint(async () => {
      throw new AiTaskError(message, { retryable: false });
    });
    expect(await evaluateCheckpoint(deps(analyser), { planId: plan.id, checkpointNumber: 1 }, FIRST_TRY)).toBe('failed');
    expect(await rowOf(plan.id, 1)).toMatchObject({ status: 'failed', error: message });
  });

  it('bounds a provider that never answers', async () => {
    const { plan } = await pendingCheckpoint(4, 1);
    const analyser = withCheckpoint(() => new Promise<never>(() => {}));
    expect(await evaluateCheckpoint(deps(analyser, { timeLimitMs: 50 }), { planId: plan.id, checkpointNumber: 1 }, LAST_RETRY)).toBe('failed');
    expect((await rowOf(plan.id, 1))?.status).toBe('failed');
  });

  it('fails with a clear text when the weeks have no photos to look at', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    for (let week = 1; week <= 4; week++) await createSubmission({ ctx, user: parent, plan, weekNumber: week, status: 'completed' });
    await ctx.database.db.insert(checkpoints).values({ planId: plan.id, checkpointNumber: 1, status: 'pending' });
    expect(await evaluateCheckpoint(deps(ctx.analyser), { planId: plan.id, checkpointNumber: 1 }, FIRST_TRY)).toBe('failed');
    expect(await rowOf(plan.id, 1)).toMatchObject({ status: 'failed', error: CHECKPOINT_MESSAGES.noDrawings(1) });
  });

  it('marks a checkpoint failed once no job can still finish it, and leaves a recent one pending', async () => {
    const { plan } = await pendingCheckpoint(8, 1);
    await ctx.database.db.insert(checkpoints).values({ planId: plan.id, checkpointNumber: 2, status: 'pending' });
    await ctx.database.db
      .update(checkpoints)
      .set({ updatedAt: new Date(Date.now() - STALE_AFTER_MS - 60_000) })
      .where(and(eq(checkpoints.planId, plan.id), eq(checkpoints.checkpointNumber, 1)));
    expect(await sweepStaleCheckpoints({ db: ctx.database.db })).toBe(1);
    expect(await rowOf(plan.id, 1)).toMatchObject({ status: 'failed', error: CHECKPOINT_MESSAGES.evaluationFailed });
    expect((await rowOf(plan.id, 2))?.status).toBe('pending');
  });

  it('runs through the queue: Evaluate → pending → the registered worker completes it', async () => {
    await registerCheckpointWorkers({
      config: ctx.config,
      database: ctx.database,
      queue: ctx.queue,
      storage: ctx.storage,
      analyser: ctx.analyser,
      logger: createLogger(ctx.config),
      mail: { kind: 'log', send: async () => {} },
    });
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    for (let week = 1; week <= 4; week++) await createSubmission({ ctx, user: parent, plan, weekNumber: week, status: 'completed', withImage: true });
    const response = await requestEvaluation(ctx, parent, { planId: plan.id, checkpointNumber: 1 });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await rowOf(plan.id, 1))?.status).toBe('completed'), { timeout: 30_000, interval: 250 });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/cognitive-checkpoints/${plan.id}`,
      headers: { origin: TEST_ORIGIN, cookie: parent.cookie },
    });
    expect(listed.json()[0]).toMatchObject({
      checkpointNumber: 1,
      status: 'completed',
      cognitiveAgeRange: { min: expect.any(Number), max: expect.any(Number) },
    });
    expect(listed.json()[0].analysis.analysis).toMatch(/; at the start they looked like \d+ years?( \d+ months?)? to \d+ years?( \d+ months?)?\./);
  }, 60_000);
});

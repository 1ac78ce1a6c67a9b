import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES } from '../../../contracts/submissions.ts';
import { submissions } from '../../db/schema/index.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { AiTaskError } from '../../providers/ai/openai/errors.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission, startSubmissionWorkers, waitForEvaluation } from '../../../test/submission-factories.ts';
import { planRepository } from '../plans/repository.ts';
import { EVALUATION_TIMEOUT_MESSAGE, evaluateSubmission, evaluateSubmissionJob } from './jobs/evaluate-submission.ts';
import { failStaleEvaluations } from './jobs/fail-stale-evaluations.ts';

let ctx: TestContext;
let parent: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_EVALUATE: '3' });
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const rowOf = async (id: string) => (await ctx.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
const pending = async () =>
  createSubmission({ ctx, user: parent, plan: await createPlan({ ctx, user: parent, setUp: true }), weekNumber: 1, status: 'pending', withImage: true });
const failingAnalyser = (error: Error): Analyser => ({
  ...ctx.analyser,
  name: ctx.analyser.name,
  evaluateSubmission: async () => {
    throw error;
  },
});
const deps = (analyser: Analyser) => ({ db: ctx.database.db, storage: ctx.storage, analyser, logger: ctx.app.log as never });
const retry = (id: string, user = parent) =>
  ctx.app.inject({ method: 'POST', url: `/api/submissions/${id}/retry-evaluation`, headers: { origin: TEST_ORIGIN, cookie: user.cookie } });

describe('the evaluate-submission job', () => {
  it('completes a pending submission once and leaves a completed one alone', async () => {
    const row = await pending();
    expect(await evaluateSubmission(deps(ctx.analyser), { submissionId: row.id }, { retryCount: 0 })).toBe('completed');
    const done = await rowOf(row.id);
    expect(done).toMatchObject({ evaluationStatus: 'completed', analyser: 'local', evaluationError: null });
    expect(await evaluateSubmission(deps(ctx.analyser), { submissionId: row.id }, { retryCount: 0 })).toBe('skipped');
    expect((await rowOf(row.id)).evaluatedAt).toEqual(done.evaluatedAt);
  });

  it('lets the queue retry a provider failure, then marks it failed and retryable on the last attempt', async () => {
    const row = await pending();
    const analyser = failingAnalyser(new AiTaskError('The AI service is busy right now. Please retry in a few minutes.', { retryable: true }));
    await expect(evaluateSubmission(deps(analyser), { submissionId: row.id }, { retryCount: 0 })).rejects.toThrow(/busy/);
    expect((await rowOf(row.id)).evaluationStatus).toBe('pending');
    expect(await evaluateSubmission(deps(analyser), { submissionId: row.id }, { retryCount: evaluateSubmissionJob.retryLimit })).toBe('failed');
    expect(await rowOf(row.id)).toMatchObject({
      evaluationStatus: 'failed',
      retryable: true,
      evaluationError: 'The AI service is busy right now. Please retry in a few minutes.',
      aiFeedback: { error: 'The AI service is busy right now. Please retry in a few minutes.', retryable: true },
    });
  });

  it('fails at once, not retryable, when retrying cannot help; an unknown error gets the generic text', async () => {
    const misconfigured = await pending();
    const analyser = failingAnalyser(new AiTaskError('The AI service is not set up correctly.', { retryable: false }));
    expect(await evaluateSubmission(deps(analyser), { submissionId: misconfigured.id }, { retryCount: 0 })).toBe('failed');
    expect(await rowOf(misconfigured.id)).toMatchObject({ evaluationStatus: 'failed', retryable: false });
    expect((await retry(misconfigured.id)).json().message).toBe(SUBMISSION_MESSAGES.retryNotRetryable);

    const crashed = await pending();
    await evaluateSubmission(deps(failingAnalyser(new Error('socket hang up'))), { submissionId: crashed.id }, { retryCount: 2 });
    expect(await rowOf(crashed.id)).toMatchObject({ evaluationStatus: 'failed', retryable: true, evaluationError: SUBMISSION_MESSAGES.evaluationFailed });
  });

  it('ends an analysis that hangs at its time limit: retried, then failed with the plain message', async () => {
    const row = await pending();
    const hanging: Analyser = { ...ctx.analyser, name: ctx.analyser.name, evaluateSubmission: () => new Promise(() => {}) };
    const hung = { ...deps(hanging), timeoutMs: 50 };
    await expect(evaluateSubmission(hung, { submissionId: row.id }, { retryCount: 0 })).rejects.toThrow(EVALUATION_TIMEOUT_MESSAGE);
    expect(await evaluateSubmission(hung, { submissionId: row.id }, { retryCount: evaluateSubmissionJob.retryLimit })).toBe('failed');
    expect(await rowOf(row.id)).toMatchObject({ evaluationStatus: 'failed', retryable: true, evaluationError: EVALUATION_TIMEOUT_MESSAGE });
  });

  it('completes the plan when the last of 26 weeks is evaluated', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    for (let week = 1; week <= 25; week++) await createSubmission({ ctx, user: parent, plan, weekNumber: week });
    const last = await createSubmission({ ctx, user: parent, plan, weekNumber: 26, status: 'pending', withImage: true });
    expect((await planRepository.findById(ctx.database.db, plan.id))?.isCompleted).toBe(false);
    expect(await evaluateSubmission(deps(ctx.analyser), { submissionId: last.id }, { retryCount: 0 })).toBe('completed');
    expect((await planRepository.findById(ctx.database.db, plan.id))?.isCompleted).toBe(true);
  }, 120_000); // 26 weeks of rows: slow on a loaded machine, still bounded

  it('marks submissions pending for over 30 minutes failed and retryable', async () => {
    const stale = await pending();
    const fresh = await pending();
    await ctx.database.db
      .update(submissions)
      .set({ updatedAt: sql`now() - interval '31 minutes'` })
      .where(eq(submissions.id, stale.id));
    expect(await failStaleEvaluations({ db: ctx.database.db })).toEqual([stale.id]);
    expect(await rowOf(stale.id)).toMatchObject({ evaluationStatus: 'failed', retryable: true, evaluationError: SUBMISSION_MESSAGES.evaluationFailed });
    expect((await rowOf(fresh.id)).evaluationStatus).toBe('pending');
  });
});

describe('POST /api/submissions/:id/retry-evaluation', () => {
  it('restarts only a failed evaluation, only for its owner, and limits retries per parent', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const completed = await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
    const notFailed = await retry(completed.id);
    expect([notFailed.statusCode, notFailed.json().message]).toEqual([409, SUBMISSION_MESSAGES.retryNotFailed]);

    const failed = await createSubmission({ ctx, user: parent, plan, weekNumber: 2, status: 'failed' });
    const other = await createUser(ctx);
    expect((await retry(failed.id, other)).statusCode).toBe(404);
    expect((await retry('not-a-uuid', other)).statusCode).toBe(404);
    const ok = await retry(failed.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: SUBMISSION_MESSAGES.retryStarted, submissionId: failed.id });
    expect(await rowOf(failed.id)).toMatchObject({ evaluationStatus: 'pending', aiFeedback: null, evaluationError: null });

    // RATE_LIMIT_EVALUATE=3 per parent per hour: this parent has made three retry calls in this file by now.
    const limited = await retry(failed.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('Rate limit reached') });
    expect((await retry(failed.id, other)).statusCode).toBe(404);
  });
});

// Last in the file: it replaces the queue the app was built with (stopping the old one).
describe('a restart', () => {
  it('resumes a queued evaluation after a restart (process killed before the worker ran)', async () => {
    const row = await pending();
    await ctx.queue.enqueue(evaluateSubmissionJob, { submissionId: row.id });
    await ctx.queue.stop(1); // nothing was working on this queue: the job stays queued in the database
    const restarted = createJobQueue(ctx.database, ctx.app.log as never);
    await restarted.start();
    ctx.queue = restarted;
    await startSubmissionWorkers(ctx, restarted);
    expect((await waitForEvaluation(ctx, row.id)).evaluationStatus).toBe('completed');
  });
});

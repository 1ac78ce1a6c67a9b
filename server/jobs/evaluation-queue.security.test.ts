import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVALUATION_HAND_ON_SECONDS } from '../../contracts/evaluation-timing.ts';
import { checkpoints, submissions } from '../db/schema/index.ts';
import { evaluateCheckpointJob } from '../features/checkpoints/evaluate-checkpoint-job.ts';
import { registerCheckpointWorkers } from '../features/checkpoints/workers.ts';
import { evaluateSubmissionJob } from '../features/submissions/jobs/evaluate-submission.ts';
import { registerSubmissionWorkers } from '../features/submissions/workers.ts';
import type { Analyser } from '../providers/ai/analyser.ts';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createPlan } from '../../test/plan-factories.ts';
import { createSubmission, sampleDetailedFeedback } from '../../test/submission-factories.ts';
import { EVALUATION_POLLING_SECONDS } from './evaluation-work.ts';
import { createJobQueue, handOnSeconds, JOB_RECOVERY, type JobQueue, type JobRecovery } from './queue.ts';
import type { WorkerDeps } from './worker-deps.ts';

/**
 * Issue 16, finding 11: evaluations ran one per second per process, and a job on a killed
 * worker waited out its 5-minute expiry before anyone tried it again.
 */

const SLOW_MS = 800;
const JOBS = 4;

let ctx: TestContext;
let parent: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ EVALUATION_CONCURRENCY: String(JOBS) });
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

/** An analyser that takes SLOW_MS per evaluation and records how many run at the same moment. */
function slowAnalyser() {
  const runs: { start: number; end: number }[] = [];
  let inFlight = 0;
  let peak = 0;
  const slowly = async <T>(result: T): Promise<T> => {
    const run = { start: performance.now(), end: 0 };
    peak = Math.max(peak, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    inFlight--;
    run.end = performance.now();
    runs.push(run);
    return result;
  };
  const analyser = {
    ...ctx.analyser,
    localOnly: undefined,
    evaluateSubmission: () => slowly(sampleDetailedFeedback()),
    evaluateCheckpoint: ({ checkpointNumber }) =>
      slowly({ checkpointNumber, cognitiveAge: 66, analysis: { analysis: 'Steady progress.', strengths: [], developmentAreas: [], recommendations: [] } }),
  } satisfies Analyser;
  const span = () => Math.max(...runs.map((r) => r.end)) - Math.min(...runs.map((r) => r.start));
  return { analyser, runs, peak: () => peak, span };
}

/** A queue of this test's own on the test database; the app's queue is stopped so that only these workers run. */
async function replaceQueue(recovery?: JobRecovery): Promise<JobQueue> {
  await ctx.queue.stop(1);
  const queue = createJobQueue(ctx.database, ctx.app.log as never, recovery ? { recovery } : {});
  await queue.start();
  ctx.queue = queue;
  return queue;
}

function workerDeps(queue: JobQueue, analyser: Analyser): WorkerDeps {
  return {
    config: ctx.config,
    database: ctx.database,
    queue,
    storage: ctx.storage,
    analyser,
    logger: ctx.app.log as never,
    mail: { kind: 'log', send: async () => {} },
  };
}

describe('evaluations queued at once', () => {
  it('run side by side: weekly submission evaluations overlap instead of queueing one per second', async () => {
    const queue = await replaceQueue();
    const slow = slowAnalyser();
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const rows = [];
    for (let week = 1; week <= JOBS; week++) rows.push(await createSubmission({ ctx, user: parent, plan, weekNumber: week, status: 'pending' }));
    for (const row of rows) await queue.enqueue(evaluateSubmissionJob, { submissionId: row.id });

    await registerSubmissionWorkers(workerDeps(queue, slow.analyser));
    const ids = rows.map((r) => r.id);
    await vi.waitFor(
      async () => {
        const done = await ctx.database.db.select({ status: submissions.evaluationStatus }).from(submissions).where(inArray(submissions.id, ids));
        expect(done.map((d) => d.status)).toEqual(ids.map(() => 'completed'));
      },
      { timeout: 30_000, interval: 100 },
    );

    expect(slow.runs).toHaveLength(JOBS);
    expect(slow.peak()).toBeGreaterThanOrEqual(2);
    // One after another they cannot take less than JOBS × SLOW_MS.
    expect(slow.span()).toBeLessThan(JOBS * SLOW_MS);
  });

  it('run side by side: checkpoint evaluations of different plans overlap too', async () => {
    const queue = await replaceQueue();
    const slow = slowAnalyser();
    const plans = [];
    for (let i = 0; i < 3; i++) {
      const plan = await createPlan({ ctx, user: parent, setUp: true });
      await createSubmission({ ctx, user: parent, plan, weekNumber: 1, status: 'completed', withImage: true });
      await ctx.database.db.insert(checkpoints).values({ planId: plan.id, checkpointNumber: 1, status: 'pending' });
      plans.push(plan);
    }
    for (const plan of plans) await queue.enqueue(evaluateCheckpointJob, { planId: plan.id, checkpointNumber: 1 });

    await registerCheckpointWorkers(workerDeps(queue, slow.analyser));
    const planIds = plans.map((p) => p.id);
    await vi.waitFor(
      async () => {
        const done = await ctx.database.db.select({ status: checkpoints.status }).from(checkpoints).where(inArray(checkpoints.planId, planIds));
        expect(done.map((d) => d.status)).toEqual(planIds.map(() => 'completed'));
      },
      { timeout: 30_000, interval: 100 },
    );

    expect(slow.peak()).toBeGreaterThanOrEqual(2);
    expect(slow.span()).toBeLessThan(plans.length * SLOW_MS);
  });
});

describe('a job whose worker died', () => {
  it('is handed on within a minute with the production settings', () => {
    for (const job of [evaluateSubmissionJob, evaluateCheckpointJob]) {
      const handOn = handOnSeconds(job, JOB_RECOVERY, EVALUATION_POLLING_SECONDS);
      expect(handOn, job.name).toBeLessThanOrEqual(EVALUATION_HAND_ON_SECONDS);
      expect(handOn, job.name).toBeLessThanOrEqual(60);
      // A live worker's own time limit ends an attempt before the queue's expiry would.
      expect(job.expireInSeconds, job.name).toBeGreaterThan(240);
    }
  });

  it('is picked up again within the configured recovery time, not after its expiry', async () => {
    const recovery: JobRecovery = { heartbeatSeconds: 10, superviseSeconds: 1 };
    const queue = await replaceQueue(recovery);
    // The same job with a one-second back-off, so the test waits on the heartbeat, not on the back-off.
    const quickRetry = { ...evaluateSubmissionJob, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 };
    const row = await createSubmission({ ctx, user: parent, plan: await createPlan({ ctx, user: parent, setUp: true }), weekNumber: 1, status: 'pending' });
    await queue.enqueue(quickRetry, { submissionId: row.id });

    // A worker fetches the job, starts it, and its process dies: no completion, no heartbeat.
    const claimed = await queue.boss.fetch(evaluateSubmissionJob.name);
    expect(claimed).toHaveLength(1);
    const died = performance.now();

    const slow = slowAnalyser();
    await registerSubmissionWorkers(workerDeps(queue, slow.analyser));
    const limitMs = handOnSeconds(quickRetry, recovery, EVALUATION_POLLING_SECONDS) * 1000;
    // Room for a loaded machine; the old behaviour (a 300 s expiry, a 60 s supervisor) is far beyond it.
    await vi.waitFor(
      async () => {
        const [done] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, row.id));
        expect(done?.evaluationStatus).toBe('completed');
      },
      { timeout: limitMs + 15_000, interval: 200 },
    );

    const pickedUpAfter = (slow.runs[0]?.start ?? Number.POSITIVE_INFINITY) - died;
    expect(slow.runs).toHaveLength(1);
    expect(pickedUpAfter).toBeGreaterThanOrEqual(recovery.heartbeatSeconds * 1000 - 1000);
    expect(pickedUpAfter).toBeLessThan(limitMs + 10_000);
  }, 60_000);
});

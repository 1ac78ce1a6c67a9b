import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_MESSAGES, Checkpoint, EvaluateCheckpointResponse } from '../../../contracts/checkpoints.ts';
import { checkpoints } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, parentGet, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { checkpointRow, insertCompletedCheckpoint, requestEvaluation, runCheckpointJob } from './checkpoints.fixture.ts';

/** Low, so the 429 test needs few calls; every other test uses a fresh parent (the limit is per parent). */
const EVALUATE_LIMIT = 3;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_EVALUATE: String(EVALUATE_LIMIT) });
});
afterAll(async () => ctx?.close());

const get = (url: string, user?: TestUser) => parentGet(ctx, url, user);
const evaluate = (user: TestUser | undefined, payload: object) => requestEvaluation(ctx, user, payload);
const rowOf = (planId: string, checkpointNumber: number) => checkpointRow(ctx, planId, checkpointNumber);

/** A set-up plan whose first `weeks` weeks have completed feedback, each with a drawing. */
async function planWithCompletedWeeks(weeks: number, baselineRange?: { min: number; max: number }) {
  const parent = await createUser(ctx);
  const plan = await createPlan({ ctx, user: parent, setUp: true, baselineRange });
  for (let week = 1; week <= weeks; week++) await createSubmission({ ctx, user: parent, plan, weekNumber: week, status: 'completed', withImage: true });
  return { parent, plan };
}

const runJob = (planId: string, checkpointNumber: number) => runCheckpointJob(ctx, planId, checkpointNumber);

describe('GET /api/cognitive-checkpoints/:planId', () => {
  it('is an empty list for a plan without checkpoints', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await get(`/api/cognitive-checkpoints/${plan.id}`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers 404 for another parent's plan and for an id that is not a uuid, 401 signed out", async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const plan = await createPlan({ ctx, user: other, setUp: true });
    for (const url of [`/api/cognitive-checkpoints/${plan.id}`, '/api/cognitive-checkpoints/not-a-plan']) {
      const response = await get(url, parent);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
    expect((await get(`/api/cognitive-checkpoints/${plan.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/cognitive-checkpoints/evaluate', { timeout: 60_000 }, () => {
  it('refuses a checkpoint before four weeks are completed (failed and pending weeks do not count)', async () => {
    const { parent, plan } = await planWithCompletedWeeks(3);
    await createSubmission({ ctx, user: parent, plan, weekNumber: 4, status: 'failed' });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 4, attemptNumber: 2, status: 'pending' });
    const response = await evaluate(parent, { planId: plan.id, checkpointNumber: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: CHECKPOINT_MESSAGES.notReady(1) });
    expect(await rowOf(plan.id, 1)).toBeUndefined();
  });

  it('counts a week once however many attempts completed', async () => {
    const { parent, plan } = await planWithCompletedWeeks(3);
    await createSubmission({ ctx, user: parent, plan, weekNumber: 3, attemptNumber: 2, status: 'completed' });
    expect((await evaluate(parent, { planId: plan.id, checkpointNumber: 1 })).statusCode).toBe(409);
  });

  it('starts checkpoint 1 after four completed weeks, then the job completes it with the analysis', async () => {
    const { parent, plan } = await planWithCompletedWeeks(4, { min: 46, max: 81 });
    const response = await evaluate(parent, { planId: plan.id, checkpointNumber: 1 });
    expect(response.statusCode).toBe(200);
    const body = EvaluateCheckpointResponse.parse(response.json());
    expect(body.message).toBe(CHECKPOINT_MESSAGES.started(1));
    expect(body.checkpoint).toEqual({
      checkpointNumber: 1,
      status: 'pending',
      cognitiveAge: null,
      cognitiveAgeRange: null,
      analysis: null,
      error: null,
      evaluatedAt: null,
    });

    // Asking again while pending answers the same checkpoint.
    const again = await evaluate(parent, { planId: plan.id, checkpointNumber: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().checkpoint.status).toBe('pending');

    expect(await runJob(plan.id, 1)).toBe('completed');
    const list = (await get(`/api/cognitive-checkpoints/${plan.id}`, parent)).json() as Checkpoint[];
    expect(list).toHaveLength(1);
    const [checkpoint] = list.map((c) => Checkpoint.parse(c));
    expect(checkpoint).toMatchObject({ checkpointNumber: 1, status: 'completed', error: null });
    expect(checkpoint!.cognitiveAge).toBeGreaterThan(0);
    // The calibrated range is stored and served, and the text sets it against the baseline's (46–81 months).
    const range = checkpoint!.cognitiveAgeRange!;
    expect(range.min).toBeLessThanOrEqual(checkpoint!.cognitiveAge!);
    expect(range.max).toBeGreaterThanOrEqual(checkpoint!.cognitiveAge!);
    expect(await rowOf(plan.id, 1)).toMatchObject({ cognitiveAgeMin: range.min, cognitiveAgeMax: range.max });
    expect(checkpoint!.evaluatedAt).not.toBeNull();
    expect(checkpoint!.analysis!.analysis).toMatch(/Checkpoint 1 looked at 4 drawings/);
    expect(checkpoint!.analysis!.analysis).toContain('at the start they looked like 3 years 10 months to 6 years 9 months.');
    expect(checkpoint!.analysis!.strengths.length).toBeGreaterThan(0);
    expect(checkpoint!.analysis!.developmentAreas.length).toBeGreaterThan(0);
    expect(checkpoint!.analysis!.recommendations.length).toBeGreaterThan(0);
    expect((await rowOf(plan.id, 1))?.analyser).toBe('local');
  });

  it('refuses a checkpoint that is already evaluated, and one whose weeks are not done yet', async () => {
    const { parent, plan } = await planWithCompletedWeeks(4);
    await insertCompletedCheckpoint(ctx, plan.id, 1, {
      cognitiveAge: 64,
      analysis: { analysis: 'Fine', strengths: ['a'], developmentAreas: ['b'], recommendations: ['c'] },
    });
    // A checkpoint completed before ranges is served without one.
    expect((await get(`/api/cognitive-checkpoints/${plan.id}`, parent)).json()[0]).toMatchObject({ cognitiveAge: 64, cognitiveAgeRange: null });
    const done = await evaluate(parent, { planId: plan.id, checkpointNumber: 1 });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(CHECKPOINT_MESSAGES.alreadyDone(1));
    const early = await evaluate(parent, { planId: plan.id, checkpointNumber: 2 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CHECKPOINT_MESSAGES.notReady(2));
  });

  it('starts a failed checkpoint again', async () => {
    const { parent, plan } = await planWithCompletedWeeks(4);
    await ctx.database.db.insert(checkpoints).values({ planId: plan.id, checkpointNumber: 1, status: 'failed', error: CHECKPOINT_MESSAGES.evaluationFailed });
    const listed = (await get(`/api/cognitive-checkpoints/${plan.id}`, parent)).json() as Checkpoint[];
    expect(listed[0]).toMatchObject({ status: 'failed', error: CHECKPOINT_MESSAGES.evaluationFailed });
    const response = await evaluate(parent, { planId: plan.id, checkpointNumber: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().checkpoint).toMatchObject({ status: 'pending', error: null });
    expect(await rowOf(plan.id, 1)).toMatchObject({ status: 'pending', error: null });
  });

  it("answers 404 for another parent's plan, 409 for a plan not paid or not set up, 401 signed out", async () => {
    const { plan } = await planWithCompletedWeeks(4);
    const stranger = await createUser(ctx);
    const response = await evaluate(stranger, { planId: plan.id, checkpointNumber: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Plan not found');
    expect(await rowOf(plan.id, 1)).toBeUndefined();
    expect((await evaluate(stranger, { planId: 'nope', checkpointNumber: 1 })).statusCode).toBe(404);

    const owner = await createUser(ctx);
    const unpaid = await createPlan({ ctx, user: owner });
    const paidOnly = await createPlan({ ctx, user: owner, paid: true });
    for (const p of [unpaid, paidOnly]) {
      const refused = await evaluate(owner, { planId: p.id, checkpointNumber: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CHECKPOINT_MESSAGES.planNotReady);
    }
    expect((await evaluate(undefined, { planId: plan.id, checkpointNumber: 1 })).statusCode).toBe(401);
  });

  it.each([[0], [7], ['two']])('refuses checkpoint number %s with a 400', async (checkpointNumber) => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await evaluate(parent, { planId: plan.id, checkpointNumber });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it("limits each parent's evaluations per hour with the spec's text, without touching other parents", async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    for (let i = 0; i < EVALUATE_LIMIT; i++) expect((await evaluate(parent, { planId: plan.id, checkpointNumber: 1 })).statusCode).toBe(409);
    const limited = await evaluate(parent, { planId: plan.id, checkpointNumber: 1 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: CHECKPOINT_MESSAGES.tooMany });

    const other = await createUser(ctx);
    const otherPlan = await createPlan({ ctx, user: other, setUp: true });
    expect((await evaluate(other, { planId: otherPlan.id, checkpointNumber: 1 })).statusCode).toBe(409);
  });
});

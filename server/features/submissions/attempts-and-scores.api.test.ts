import { DetailedFeedback } from '../../../contracts/analysis.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanSubmissionsResponse, Submission, SubmissionFeedbackResponse } from '../../../contracts/submissions.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission, sampleDetailedFeedback, startSubmissionWorkers, waitForEvaluation } from '../../../test/submission-factories.ts';

let ctx: TestContext;
let parent: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  await startSubmissionWorkers(ctx);
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
const listOf = async (planId: string) => PlanSubmissionsResponse.parse((await get(`/api/plans/${planId}/submissions`)).json());

describe('the score out of 10 (spec 000 §3, §9)', () => {
  it('comes with every attempt in the plan list, which leaves the feedback itself out', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1, attemptNumber: 1, feedback: sampleDetailedFeedback({ score: 6 }) });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1, attemptNumber: 2, feedback: sampleDetailedFeedback({ score: 7.25 }) });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1, attemptNumber: 3, status: 'failed' });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 2, feedback: { overallScore: 8, feedback: 'Older, simple format.' } });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 3, feedback: { score: 70, feedback: 'Not out of 10.' } });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 4, status: 'pending' });

    const list = await listOf(plan.id);
    expect(list.map((s) => [s.weekNumber, s.attemptNumber, s.evaluationStatus, s.score, s.aiFeedback])).toEqual([
      [4, 1, 'pending', null, null],
      [3, 1, 'completed', null, null],
      [2, 1, 'completed', 8, null],
      [1, 3, 'failed', null, null],
      [1, 2, 'completed', 7.3, null],
      [1, 1, 'completed', 6, null],
    ]);
  });

  it('comes with the submission, and the feedback keeps it', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const row = await createSubmission({ ctx, user: parent, plan, weekNumber: 1, feedback: sampleDetailedFeedback({ score: 7 }) });
    expect(Submission.parse((await get(`/api/submissions/${row.id}`)).json())).toMatchObject({ score: 7, aiFeedback: { score: 7 } });
    expect(SubmissionFeedbackResponse.parse((await get(`/api/submissions/${row.id}/feedback`)).json()).aiFeedback).toMatchObject({ score: 7 });
  });
});

describe('a retried evaluation, as the plan page reads it', () => {
  it('is pending at once in the plan list, then completed with its score', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const failed = await createSubmission({ ctx, user: parent, plan, weekNumber: 1, status: 'failed', withImage: true });
    expect((await listOf(plan.id))[0]).toMatchObject({ evaluationStatus: 'failed', retryable: true, score: null });

    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${failed.id}/retry-evaluation`,
      headers: { origin: TEST_ORIGIN, cookie: parent.cookie },
    });
    expect(retry.statusCode).toBe(200);
    expect((await listOf(plan.id))[0]).toMatchObject({ evaluationStatus: 'pending', evaluationError: null, score: null });

    await waitForEvaluation(ctx, failed.id);
    const [settled] = await listOf(plan.id);
    expect(settled).toMatchObject({ evaluationStatus: 'completed', evaluationError: null });
    // Issue 32: the local analyser scores the share of the challenge's checkable goals the drawing shows.
    const { observed } = DetailedFeedback.parse((await waitForEvaluation(ctx, failed.id)).aiFeedback);
    expect(settled?.score).toBe(observed!.goalsCheckable > 0 ? Math.round((100 * observed!.goalsShown) / observed!.goalsCheckable) / 10 : null);
  });
});

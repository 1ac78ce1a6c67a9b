import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '../../../contracts/plans.ts';
import { plans } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { presentPlan } from './to-plan.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { multipart, postForm } from '../../../test/multipart.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, ...(payload ? { payload } : {}) });
const rowOf = async (id: string) => (await ctx.database.db.select().from(plans).where(eq(plans.id, id)))[0];

describe('POST /api/plans/create', () => {
  it('creates an unpaid plan for the signed-in parent', async () => {
    const parent = await createUser(ctx);
    const response = await call('POST', '/api/plans/create', parent, { childName: '  Mia  ' });
    expect(response.statusCode).toBe(200);
    const { planId } = response.json();
    expect(await rowOf(planId)).toMatchObject({ userId: parent.id, childName: 'Mia', isPaid: false, isArchived: false, setupCompletedAt: null });
  });

  it.each([
    ['blank', ''],
    ['whitespace', '   '],
    ['missing', undefined],
  ])("refuses a %s name with the spec's message", async (_case, childName) => {
    const parent = await createUser(ctx);
    const response = await call('POST', '/api/plans/create', parent, childName === undefined ? {} : { childName });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter your child's name");
    expect(await ctx.database.db.select().from(plans).where(eq(plans.userId, parent.id))).toHaveLength(0);
  });
});

describe('GET /api/plans', () => {
  it("lists only the parent's own plans that are not archived, newest first, in the contract's shape", async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const oldest = await createPlan({ ctx, user: parent, childName: 'Oldest', createdAt: minutesAgo(30) });
    const setUp = await createPlan({ ctx, user: parent, childName: 'Set up', setUp: true, createdAt: minutesAgo(20) });
    await createPlan({ ctx, user: parent, childName: 'Archived', paid: true, archived: true, createdAt: minutesAgo(10) });
    const newest = await createPlan({ ctx, user: parent, childName: 'Newest', paid: true, createdAt: minutesAgo(1) });
    await createPlan({ ctx, user: other, childName: 'Not mine' });

    const response = await call('GET', '/api/plans', parent);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Plan[];
    expect(list.map((p) => p.id)).toEqual([newest.id, setUp.id, oldest.id]);
    for (const plan of list) expect(() => Plan.parse(plan)).not.toThrow();
    expect(list[2]).toMatchObject({
      childName: 'Oldest',
      isPaid: false,
      planData: null,
      submissionCount: 0,
      totalChallenges: 26,
      baselineAnalysisResults: null,
    });
    expect(list[0]).toMatchObject({ isPaid: true, planData: null });
    const weeks = list[1]!.planData!.challenges.map((c) => c.week);
    expect(weeks).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(list[1]).toMatchObject({ baselineCognitiveAge: 60, baselineChildAge: 62, submissionCount: 0, totalChallenges: 26 });
    expect(list[1]!.baselineCognitiveAgeRange).toBeNull(); // set up before ranges
    expect(list[2]!.baselineCognitiveAgeRange).toBeNull(); // not set up
    expect(list[1]!.baselineAnalysisResults?.strengths.length).toBeGreaterThan(0);
    expect(list[1]!.baselineAnalysisResults).not.toHaveProperty('seen'); // no stored measurements, nothing said
  });

  it('is empty for a new parent', async () => {
    const parent = await createUser(ctx);
    expect((await call('GET', '/api/plans', parent)).json()).toEqual([]);
  });
});

describe('the baseline range', () => {
  it('is served with the plan from the list and the detail endpoints', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true, baselineRange: { min: 46, max: 81 } });
    const list = (await call('GET', '/api/plans', parent)).json() as Plan[];
    expect(list[0]).toMatchObject({ baselineCognitiveAge: 60, baselineCognitiveAgeRange: { min: 46, max: 81 } });
    const detail = (await call('GET', `/api/plans/${plan.id}`, parent)).json().plan as Plan;
    expect(Plan.parse(detail).baselineCognitiveAgeRange).toEqual({ min: 46, max: 81 });
  });
});

describe('GET /api/plans/:planId and /data', () => {
  it('answers {plan} and the bare plan, the same', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Ben' });
    const wrapped = await call('GET', `/api/plans/${plan.id}`, parent);
    const bare = await call('GET', `/api/plans/${plan.id}/data`, parent);
    expect(wrapped.statusCode).toBe(200);
    expect(bare.statusCode).toBe(200);
    expect(wrapped.json().plan).toEqual(bare.json());
    expect(bare.json()).toMatchObject({ id: plan.id, childName: 'Ben', isPaid: true, isCompleted: false, isArchived: false });
    expect(bare.json().planData.challenges).toHaveLength(26);
  });

  it('counts submitted weeks per plan, attempts once, and answers as the full-row mapping does', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Counted' });
    const other = await createPlan({ ctx, user: parent, setUp: true, childName: 'Other' });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1, status: 'failed' });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1, attemptNumber: 2 });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 3, status: 'pending' });
    await createSubmission({ ctx, user: parent, plan: other, weekNumber: 1 });

    const list = (await call('GET', '/api/plans', parent)).json() as Plan[];
    expect(list.map((p) => [p.childName, p.submissionCount])).toEqual([
      ['Other', 1],
      ['Counted', 2],
    ]);
    const detail = (await call('GET', `/api/plans/${plan.id}/data`, parent)).json() as Plan;
    expect(detail).toEqual(await presentPlan(ctx.database.db, (await rowOf(plan.id))!));
    expect(detail.submissionCount).toBe(2);
  });

  it('answers 404 "Plan not found" for an unknown or malformed id', async () => {
    const parent = await createUser(ctx);
    for (const id of ['3f0e1c2a-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const response = await call('GET', `/api/plans/${id}`, parent);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
      expect((await call('GET', `/api/plans/${id}/data`, parent)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/plans/${id}`, parent)).json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
      const form = multipart({ childAge: '60' }, [{ field: 'image', filename: 'drawing.png', contentType: 'image/png', data: await figureDrawing() }]);
      const setup = await postForm(ctx, `/api/plans/${id}/complete-setup`, parent, form);
      expect(setup.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
  });
});

describe('DELETE /api/plans/:id', () => {
  it('archives a paid plan: hidden from the list, still there', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    const response = await call('DELETE', `/api/plans/${plan.id}`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ archived: true });
    expect(await rowOf(plan.id)).toMatchObject({ isArchived: true, isPaid: true });
    expect((await call('GET', '/api/plans', parent)).json()).toEqual([]);
  });

  it('removes an unpaid plan for good', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent });
    const response = await call('DELETE', `/api/plans/${plan.id}`, parent);
    expect(response.json()).toEqual({ archived: false });
    expect(await rowOf(plan.id)).toBeUndefined();
    expect((await call('DELETE', `/api/plans/${plan.id}`, parent)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it("answers 404 on every endpoint for another parent's plan, and changes nothing", async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const unpaid = await createPlan({ ctx, user: owner });
    const paid = await createPlan({ ctx, user: owner, paid: true });
    for (const plan of [unpaid, paid]) {
      for (const [method, url] of [
        ['GET', `/api/plans/${plan.id}`],
        ['GET', `/api/plans/${plan.id}/data`],
        ['DELETE', `/api/plans/${plan.id}`],
      ] as const) {
        const response = await call(method, url, stranger);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe('Plan not found');
      }
      const form = multipart({ childAge: '60' }, [{ field: 'image', filename: 'drawing.png', contentType: 'image/png', data: await figureDrawing() }]);
      const setup = await postForm(ctx, `/api/plans/${plan.id}/complete-setup`, stranger, form);
      expect(setup.statusCode).toBe(404);
      expect(setup.json().message).toBe('Plan not found');
      expect(await rowOf(plan.id)).toMatchObject({ isArchived: false, userId: owner.id });
    }
    expect((await call('GET', '/api/plans', stranger)).json()).toEqual([]);
  });

  it('answers 401 to a signed-out visitor on every endpoint', async () => {
    const owner = await createUser(ctx);
    const plan = await createPlan({ ctx, user: owner });
    for (const [method, url, payload] of [
      ['GET', '/api/plans'],
      ['POST', '/api/plans/create', { childName: 'Mia' }],
      ['POST', '/api/plans/create', { childName: '' }],
      ['GET', `/api/plans/${plan.id}`],
      ['GET', `/api/plans/${plan.id}/data`],
      ['DELETE', `/api/plans/${plan.id}`],
      ['POST', `/api/plans/${plan.id}/complete-setup`],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    }
    expect(await rowOf(plan.id)).toBeDefined();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '../../../contracts/plans.ts';
import { plans } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser) =>
  ctx.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) } });
const rowOf = async (id: string) => (await ctx.database.db.select().from(plans).where(eq(plans.id, id)))[0]!;
const listOf = async (url: string, user: TestUser) => (await call('GET', url, user)).json() as Plan[];

describe('archive and restore', () => {
  it('archiving moves a plan to /api/plans/archived with its date; restoring brings it back with everything it kept', async () => {
    const parent = await createUser(ctx);
    // Other active plans: Kritzel sets no limit on them, so restoring is never refused for their number.
    await createPlan({ ctx, user: parent, setUp: true, childName: 'Ben' });
    await createPlan({ ctx, user: parent, paid: true, childName: 'Ida' });
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Lina' });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 2 });
    const before = (await call('GET', `/api/plans/${plan.id}`, parent)).json().plan as Plan;

    const archive = await call('DELETE', `/api/plans/${plan.id}`, parent);
    expect(archive.json()).toEqual({ archived: true });
    const archivedRow = await rowOf(plan.id);
    expect(archivedRow.isArchived).toBe(true);
    expect(archivedRow.archivedAt).toBeInstanceOf(Date);
    expect((await listOf('/api/plans', parent)).map((p) => p.childName)).toEqual(['Ida', 'Ben']);
    const archived = await listOf('/api/plans/archived', parent);
    expect(archived).toHaveLength(1);
    expect(Plan.parse(archived[0])).toEqual({ ...before, isArchived: true, archivedAt: archivedRow.archivedAt!.toISOString() });

    const restore = await call('POST', `/api/plans/${plan.id}/restore`, parent);
    expect(restore.statusCode).toBe(200);
    expect(Plan.parse(restore.json().plan)).toEqual(before);
    expect(await rowOf(plan.id)).toMatchObject({ isArchived: false, archivedAt: null });
    expect((await listOf('/api/plans', parent)).map((p) => p.childName)).toEqual(['Lina', 'Ida', 'Ben']);
    expect(await listOf('/api/plans/archived', parent)).toEqual([]);
    expect(before.submissionCount).toBe(2);
  });

  it("lists only the parent's own archived plans, last archived first", async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const first = await createPlan({ ctx, user: parent, paid: true, childName: 'First' });
    const second = await createPlan({ ctx, user: parent, paid: true, childName: 'Second' });
    await createPlan({ ctx, user: parent, paid: true, childName: 'Active' });
    const theirs = await createPlan({ ctx, user: other, paid: true, childName: 'Theirs' });
    for (const [plan, user] of [
      [second, parent],
      [first, parent],
      [theirs, other],
    ] as const) {
      expect((await call('DELETE', `/api/plans/${plan.id}`, user)).json()).toEqual({ archived: true });
    }
    // Archived in the same millisecond or not, the order is the archiving's.
    await ctx.database.db
      .update(plans)
      .set({ archivedAt: new Date(Date.now() - 60_000) })
      .where(eq(plans.id, second.id));
    expect((await listOf('/api/plans/archived', parent)).map((p) => p.childName)).toEqual(['First', 'Second']);
    expect((await listOf('/api/plans/archived', other)).map((p) => p.childName)).toEqual(['Theirs']);
  });

  it('restoring a plan that is already active changes nothing', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true, childName: 'Mia' });
    const before = await rowOf(plan.id);
    const response = await call('POST', `/api/plans/${plan.id}/restore`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json().plan).toMatchObject({ id: plan.id, isArchived: false, archivedAt: null });
    expect(await rowOf(plan.id)).toEqual(before);
  });

  it("answers 404 to restoring another parent's plan, an unknown or a malformed id, and the plan stays archived", async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const plan = await createPlan({ ctx, user: owner, paid: true, archived: true });
    for (const id of [plan.id, '3f0e1c2a-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await call('POST', `/api/plans/${id}/restore`, stranger);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
    expect(await rowOf(plan.id)).toMatchObject({ isArchived: true, userId: owner.id });
    expect(await listOf('/api/plans/archived', stranger)).toEqual([]);
  });

  it('answers 401 to a signed-out visitor', async () => {
    const owner = await createUser(ctx);
    const plan = await createPlan({ ctx, user: owner, paid: true, archived: true });
    for (const [method, url] of [
      ['GET', '/api/plans/archived'],
      ['POST', `/api/plans/${plan.id}/restore`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(401);
    }
    expect((await rowOf(plan.id)).isArchived).toBe(true);
  });
});

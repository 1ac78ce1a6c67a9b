import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '../../../contracts/plans.ts';
import { plans } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { multipart, postForm } from '../../../test/multipart.ts';
import { createPlan } from '../../../test/plan-factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const FIXED = "The birth date can't be changed once the plan is set up: the first estimate and the 26 challenges were made for your child's age at that time.";
const AGE = 'Child must be between 3 and 10 years old';

const patch = (planId: string, user: TestUser | undefined, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/plans/${planId}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
/** Setup with a drawing and these form fields. */
async function completeSetup(planId: string, user: TestUser, fields: Record<string, string>) {
  const form = multipart(fields, [{ field: 'image', filename: 'drawing.png', contentType: 'image/png', data: await figureDrawing() }]);
  return postForm(ctx, `/api/plans/${planId}/complete-setup`, user, form);
}
const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const rowOf = async (id: string) => (await ctx.database.db.select().from(plans).where(eq(plans.id, id)))[0]!;
const thisYear = new Date().getUTCFullYear();
/** The birth month and year (UTC calendar) that make a child `months` old today. */
function bornMonthsAgo(months: number): { birthMonth: number; birthYear: number } {
  const now = new Date();
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  return { birthMonth: (total % 12) + 1, birthYear: Math.floor(total / 12) };
}

describe('PATCH /api/plans/:planId, the child’s name', () => {
  it('renames the child, trimmed, and every plan call shows the new name', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, childName: 'My Child', paid: true });
    const response = await patch(plan.id, parent, { childName: '  Lina  ' });
    expect(response.statusCode).toBe(200);
    const answered = Plan.parse(response.json().plan);
    expect(answered).toMatchObject({ id: plan.id, childName: 'Lina', birthMonth: null, birthYear: null });
    expect((await rowOf(plan.id)).childName).toBe('Lina');
    expect(((await get('/api/plans', parent)).json() as Plan[]).map((p) => p.childName)).toEqual(['Lina']);
    expect((await get(`/api/plans/${plan.id}`, parent)).json().plan).toEqual(answered);
    expect((await get(`/api/plans/${plan.id}/data`, parent)).json()).toEqual(answered);
  });

  it('renames a plan that is set up, leaving its baseline and weeks as they were', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Ben' });
    const before = (await get(`/api/plans/${plan.id}`, parent)).json().plan as Plan;
    const response = await patch(plan.id, parent, { childName: 'Benjamin' });
    expect(response.statusCode).toBe(200);
    expect(response.json().plan).toEqual({ ...before, childName: 'Benjamin' });
  });
});

describe('PATCH /api/plans/:planId, the birth date', () => {
  it('sets and changes the birth date before setup; setup then counts the age from it and keeps it', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, childName: 'My Child', paid: true });
    const first = await patch(plan.id, parent, { childName: 'Lina', birthMonth: 3, birthYear: thisYear - 4 });
    expect(first.statusCode).toBe(200);
    expect(first.json().plan).toMatchObject({ childName: 'Lina', birthMonth: 3, birthYear: thisYear - 4 });
    const second = await patch(plan.id, parent, { birthMonth: 1, birthYear: thisYear - 5 });
    expect(second.statusCode).toBe(200);
    expect(second.json().plan).toMatchObject({ childName: 'Lina', birthMonth: 1, birthYear: thisYear - 5 });

    // Setup without an age of its own counts it from the plan's birth date.
    const setup = await completeSetup(plan.id, parent, {});
    expect(setup.statusCode).toBe(200);
    const now = new Date();
    const expectedAge = (now.getUTCFullYear() - (thisYear - 5)) * 12 + now.getUTCMonth();
    expect(setup.json().plan).toMatchObject({ baselineChildAge: expectedAge, birthMonth: 1, birthYear: thisYear - 5 });
  });

  it('keeps the birth month and year the setup form sends with its age', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    const now = new Date();
    const age = (now.getUTCFullYear() - (thisYear - 6)) * 12 + now.getUTCMonth() + 1 - 7;
    const setup = await completeSetup(plan.id, parent, { childAge: String(age), birthMonth: '7', birthYear: String(thisYear - 6) });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().plan).toMatchObject({ baselineChildAge: age, birthMonth: 7, birthYear: thisYear - 6 });
  });

  it('refuses a new birth date once the baseline is set, with 409 and why, and writes nothing of the request', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Ida' });
    await ctx.database.db
      .update(plans)
      .set({ birthMonth: 5, birthYear: thisYear - 5 })
      .where(eq(plans.id, plan.id));
    const before = await rowOf(plan.id);

    for (const body of [
      { birthMonth: 6, birthYear: thisYear - 5 },
      { childName: 'Ida Marie', birthMonth: 5, birthYear: thisYear - 4 },
    ]) {
      const response = await patch(plan.id, parent, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: FIXED });
    }
    expect(await rowOf(plan.id)).toEqual(before);

    // The same birth date again is no change: the name alone is saved.
    const same = await patch(plan.id, parent, { childName: 'Ida Marie', birthMonth: 5, birthYear: thisYear - 5 });
    expect(same.statusCode).toBe(200);
    expect(same.json().plan).toMatchObject({ childName: 'Ida Marie', birthMonth: 5, birthYear: thisYear - 5 });
  });

  it('accepts the served span’s edges, 36 and 131 months', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    for (const months of [36, 131]) {
      const response = await patch(plan.id, parent, bornMonthsAgo(months));
      expect(response.statusCode).toBe(200);
      expect(response.json().plan).toMatchObject(bornMonthsAgo(months));
    }
  });

  it('refuses any birth date for a plan set up before birth dates were kept', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await patch(plan.id, parent, { birthMonth: 5, birthYear: thisYear - 5 });
    expect(response.statusCode).toBe(409);
    expect(await rowOf(plan.id)).toMatchObject({ birthMonth: null, birthYear: null });
  });
});

describe('PATCH /api/plans/:planId, bad input', () => {
  const now = new Date();
  it.each([
    ['an empty body', {}, 'Please give a new name or birth month and year for your child', undefined],
    ['a blank name', { childName: '   ' }, "Please enter your child's name", 'childName'],
    ['a null name', { childName: null }, "Please enter your child's name", 'childName'],
    ['a name over 60 characters', { childName: 'x'.repeat(61) }, 'Please use at most 60 characters', 'childName'],
    ['a month without a year', { birthMonth: 3 }, 'Please choose both a birth month and a year', 'birthYear'],
    ['a year without a month', { birthYear: thisYear - 5 }, 'Please choose both a birth month and a year', 'birthMonth'],
    ['month 13', { birthMonth: 13, birthYear: thisYear - 5 }, 'Please choose a birth month from the list', 'birthMonth'],
    ['month 0', { birthMonth: 0, birthYear: thisYear - 5 }, 'Please choose a birth month from the list', 'birthMonth'],
    ['a month as text', { birthMonth: '3', birthYear: thisYear - 5 }, 'Please choose a birth month from the list', 'birthMonth'],
    ['a fractional year', { birthMonth: 3, birthYear: 2020.5 }, 'Please choose a birth year from the list', 'birthYear'],
    ['a child born this month', { birthMonth: now.getUTCMonth() + 1, birthYear: thisYear }, AGE, 'birthYear'],
    ['a child of 13', { birthMonth: 1, birthYear: thisYear - 13 }, AGE, 'birthYear'],
    ['a child of 35 months', bornMonthsAgo(35), AGE, 'birthYear'],
    ['a child of 132 months', bornMonthsAgo(132), AGE, 'birthYear'],
    ['a birth date to come', { birthMonth: 1, birthYear: thisYear + 1 }, AGE, 'birthYear'],
  ])('refuses %s with 400 and a message, changing nothing', async (_case, body, message, field) => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true, childName: 'Mia' });
    const before = await rowOf(plan.id);
    const response = await patch(plan.id, parent, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    if (field) expect(response.json().fields?.[field]).toBe(message);
    expect(await rowOf(plan.id)).toEqual(before);
  });

  it('answers malformed JSON, a list and no body with 400 and a message, never 500', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent });
    const malformed = await patch(plan.id, parent, '{"childName": ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    const list = await patch(plan.id, parent, [{ childName: 'Mia' }]);
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('Please give a new name or birth month and year for your child');
    const none = await patch(plan.id, parent);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please give a new name or birth month and year for your child');
  });
});

describe('PATCH /api/plans/:planId, access', () => {
  it("answers 404 for another parent's plan, an unknown or a malformed id, and changes nothing", async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const plan = await createPlan({ ctx, user: owner, childName: 'Mia' });
    const before = await rowOf(plan.id);
    for (const id of [plan.id, '3f0e1c2a-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await patch(id, stranger, { childName: 'Taken', birthMonth: 3, birthYear: thisYear - 5 });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
    expect(await rowOf(plan.id)).toEqual(before);
  });

  it('answers 401 to a signed-out visitor and 403 to a request from another site', async () => {
    const owner = await createUser(ctx);
    const plan = await createPlan({ ctx, user: owner, childName: 'Mia' });
    const signedOut = await patch(plan.id, undefined, { childName: 'Taken' });
    expect(signedOut.statusCode).toBe(401);
    const crossSite = await patch(plan.id, owner, { childName: 'Taken' }, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await rowOf(plan.id)).childName).toBe('Mia');
  });
});

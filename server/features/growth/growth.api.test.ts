import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrowthSeriesResponse } from '../../../contracts/growth.ts';
import { checkpoints, planChallenges, plans, submissions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, parentGet, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission, sampleDetailedFeedback, type CreateSubmissionOptions } from '../../../test/submission-factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const get = (url: string, user?: TestUser) => parentGet(ctx, url, user);

const SETUP_DAY = new Date('2026-03-10T09:00:00Z');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** Feedback as the evaluation job writes it, with the estimate, range and score a test names. */
const feedback = (estimate: number, range: { min: number; max: number } | null, score?: number) => {
  const sample = sampleDetailedFeedback({ score });
  return {
    ...sample,
    cognitiveAssessment: { ...sample.cognitiveAssessment, estimatedCognitiveAge: estimate, ...(range ? { cognitiveAgeRange: range } : {}) },
  };
};

type Plan = Awaited<ReturnType<typeof createPlan>>;

/** A week's attempt in the state a test needs, evaluated on the given day. */
async function attempt(
  parent: TestUser,
  plan: Plan,
  week: number,
  options: Omit<CreateSubmissionOptions, 'ctx' | 'user' | 'plan' | 'weekNumber'> & { on?: Date },
) {
  const row = await createSubmission({ ctx, user: parent, plan, weekNumber: week, ...options });
  if (options.on) await ctx.database.db.update(submissions).set({ evaluatedAt: options.on }).where(eq(submissions.id, row.id));
  return row;
}

const setSkills = (plan: Plan, week: number, skills: string[]) =>
  ctx.database.db
    .update(planChallenges)
    .set({ skills })
    .where(and(eq(planChallenges.planId, plan.id), eq(planChallenges.week, week)));

/** A set-up plan whose baseline was made on SETUP_DAY with the child 62 months old. */
async function setUpPlan(parent: TestUser, baselineRange?: { min: number; max: number }) {
  const plan = await createPlan({ ctx, user: parent, setUp: true, baselineRange });
  await ctx.database.db.update(plans).set({ setupCompletedAt: SETUP_DAY }).where(eq(plans.id, plan.id));
  return plan;
}

describe('GET /api/plans/:planId/growth', () => {
  it('gives the baseline, each evaluated week, gaps for the rest, and completed checkpoints, in order and with their ranges', async () => {
    const parent = await createUser(ctx);
    const plan = await setUpPlan(parent, { min: 40, max: 92 });
    await attempt(parent, plan, 1, { feedback: feedback(64, { min: 42, max: 95 }, 6), on: day('2026-03-17') });
    // Week 2 was never sent: a gap.
    // Week 3: the second attempt's feedback is the week's.
    await attempt(parent, plan, 3, { feedback: feedback(60, { min: 38, max: 90 }, 5), on: day('2026-03-31') });
    await attempt(parent, plan, 3, { attemptNumber: 2, feedback: feedback(70, { min: 47, max: 99 }, 8), on: day('2026-04-02') });
    // Week 4: completed once; a third try still being evaluated leaves the completed one standing.
    await attempt(parent, plan, 4, { feedback: feedback(72, { min: 50, max: 100 }, 7), on: day('2026-05-12') });
    await attempt(parent, plan, 4, { attemptNumber: 2, status: 'pending' });
    // Week 5 waits for its feedback, week 6's could not be made: gaps, not points.
    await attempt(parent, plan, 5, { status: 'pending' });
    await attempt(parent, plan, 6, { status: 'failed' });
    // Week 7: feedback made before ranges — its estimate, with no range made up for it.
    await attempt(parent, plan, 7, { feedback: feedback(75, null, 9), on: day('2026-05-20') });
    await ctx.database.db.insert(checkpoints).values([
      { planId: plan.id, checkpointNumber: 1, status: 'completed', cognitiveAge: 71, cognitiveAgeMin: 49, cognitiveAgeMax: 98, evaluatedAt: day('2026-05-13') },
      { planId: plan.id, checkpointNumber: 2, status: 'pending' },
    ]);

    const response = await get(`/api/plans/${plan.id}/growth`, parent);
    expect(response.statusCode).toBe(200);
    const series = GrowthSeriesResponse.parse(response.json());
    expect(series.baseline).toEqual({ estimate: 60, range: { min: 40, max: 92 }, childAge: 62, date: SETUP_DAY.toISOString() });
    expect(series.weeks).toEqual([
      { kind: 'week', week: 1, estimate: 64, range: { min: 42, max: 95 }, childAge: 62, date: day('2026-03-17').toISOString(), score: 6 },
      { kind: 'gap', week: 2, reason: 'not-submitted' },
      { kind: 'week', week: 3, estimate: 70, range: { min: 47, max: 99 }, childAge: 62, date: day('2026-04-02').toISOString(), score: 8 },
      // Two calendar months after setup the child is two months older.
      { kind: 'week', week: 4, estimate: 72, range: { min: 50, max: 100 }, childAge: 64, date: day('2026-05-12').toISOString(), score: 7 },
      { kind: 'gap', week: 5, reason: 'pending' },
      { kind: 'gap', week: 6, reason: 'failed' },
      { kind: 'week', week: 7, estimate: 75, range: null, childAge: 64, date: day('2026-05-20').toISOString(), score: 9 },
    ]);
    expect(series.checkpoints).toEqual([
      { checkpointNumber: 1, week: 4, estimate: 71, range: { min: 49, max: 98 }, childAge: 64, date: day('2026-05-13').toISOString() },
    ]);
  });

  it('trends each skill by the scores of the weeks that practised it, only with two or more scored weeks', async () => {
    const parent = await createUser(ctx);
    const plan = await setUpPlan(parent);
    await setSkills(plan, 1, ['Closed shapes', 'Storytelling']);
    await setSkills(plan, 2, ['Storytelling', 'Colour choice']);
    await setSkills(plan, 3, ['Closed shapes', 'Imagination']);
    await setSkills(plan, 4, ['Imagination', 'Colour choice']);
    await setSkills(plan, 5, ['Closed shapes']);
    await attempt(parent, plan, 1, { feedback: feedback(62, { min: 40, max: 90 }, 5) });
    await attempt(parent, plan, 2, { feedback: feedback(63, { min: 40, max: 90 }, 6.5) });
    await attempt(parent, plan, 3, { feedback: feedback(64, { min: 40, max: 90 }, 7) });
    // Week 4's feedback has no score: it adds nothing to Imagination or Colour choice.
    await attempt(parent, plan, 4, { feedback: feedback(64, { min: 40, max: 90 }) });
    // Week 5 is still being evaluated: no score yet for Closed shapes.
    await attempt(parent, plan, 5, { status: 'pending' });

    const series = GrowthSeriesResponse.parse((await get(`/api/plans/${plan.id}/growth`, parent)).json());
    expect(series.skills).toEqual([
      {
        skill: 'Closed shapes',
        points: [
          { week: 1, score: 5 },
          { week: 3, score: 7 },
        ],
      },
      {
        skill: 'Storytelling',
        points: [
          { week: 1, score: 5 },
          { week: 2, score: 6.5 },
        ],
      },
    ]);
  });

  it('is the baseline alone before any week is evaluated, with range null on a plan set up before ranges', async () => {
    const parent = await createUser(ctx);
    const plan = await setUpPlan(parent);
    const response = await get(`/api/plans/${plan.id}/growth`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      baseline: { estimate: 60, range: null, childAge: 62, date: SETUP_DAY.toISOString() },
      weeks: [],
      checkpoints: [],
      skills: [],
    });
  });

  it("answers 404 for another parent's plan and an id that is not a uuid, and 401 signed out", async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const plan = await setUpPlan(other);
    await attempt(other, plan, 1, { feedback: feedback(64, { min: 42, max: 95 }, 6) });
    for (const url of [`/api/plans/${plan.id}/growth`, '/api/plans/not-a-plan/growth']) {
      const response = await get(url, parent);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
    expect((await get(`/api/plans/${plan.id}/growth`)).statusCode).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrowthSeriesResponse } from '../../../contracts/growth.ts';
import { checkpoints, planChallenges, plans, submissions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, parentGet, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission, sampleDetailedFeedback, type CreateSubmissionOptions } from '../../../test/submission-factories.ts';
import type { DetailedFeedback, DrawingFeatures } from '../../../contracts/analysis.ts';
import { SCENE_FEATURES } from '../../providers/ai/local/drawing-features.fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const get = (url: string, user?: TestUser) => parentGet(ctx, url, user);

const SETUP_DAY = new Date('2026-03-10T09:00:00Z');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** Feedback as the evaluation job writes it, with the estimate, range and score a test names. */
const feedback = (estimate: number, range: { min: number; max: number } | null, score?: number, extra: Partial<DetailedFeedback> = {}): DetailedFeedback => {
  const sample = sampleDetailedFeedback({ score, ...extra });
  return {
    ...sample,
    cognitiveAssessment: { ...sample.cognitiveAssessment, estimatedCognitiveAge: estimate, ...(range ? { cognitiveAgeRange: range } : {}) },
  };
};

/** Issue 32's observed block, as the weekly feedback writes it: the photo's measurements, and whether the estimate was carried over. */
const observed = (features: Partial<DrawingFeatures> | null, estimateCarriedOver = false): DetailedFeedback['observed'] => ({
  followed: 'yes',
  goals: [],
  goalsShown: 0,
  goalsCheckable: 0,
  seen: [],
  estimateCarriedOver,
  ...(features ? { features: { ...SCENE_FEATURES, ...features } } : {}),
});

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
      { kind: 'gap', week: 2, reason: 'not-submitted', date: null },
      { kind: 'week', week: 3, estimate: 70, range: { min: 47, max: 99 }, childAge: 62, date: day('2026-04-02').toISOString(), score: 8 },
      // Two calendar months after setup the child is two months older.
      { kind: 'week', week: 4, estimate: 72, range: { min: 50, max: 100 }, childAge: 64, date: day('2026-05-12').toISOString(), score: 7 },
      { kind: 'gap', week: 5, reason: 'pending', date: null },
      { kind: 'gap', week: 6, reason: 'failed', date: null },
      { kind: 'week', week: 7, estimate: 75, range: null, childAge: 64, date: day('2026-05-20').toISOString(), score: 9 },
    ]);
    expect(series.checkpoints).toEqual([
      { checkpointNumber: 1, week: 4, estimate: 71, range: { min: 49, max: 98 }, childAge: 64, date: day('2026-05-13').toISOString() },
    ]);
  });

  it('shows a week that only carried an earlier estimate over as a gap, never as a point (issue 32)', async () => {
    const parent = await createUser(ctx);
    const plan = await setUpPlan(parent, { min: 40, max: 92 });
    await attempt(parent, plan, 1, { feedback: feedback(64, { min: 42, max: 95 }, 6, { observed: observed({}) }), on: day('2026-03-17') });
    // Week 2's feedback says so in its observed block; week 3's is older and says it in words.
    await attempt(parent, plan, 2, { feedback: feedback(64, { min: 42, max: 95 }, 5, { observed: observed({}, true) }), on: day('2026-03-24') });
    const olderCarried = feedback(64, { min: 42, max: 95 }, 5);
    olderCarried.visualAnalysis.progressThroughSession = 'Without a photo the estimate carries over from week 1.';
    await attempt(parent, plan, 3, { feedback: olderCarried, on: day('2026-03-31') });
    await attempt(parent, plan, 4, { feedback: feedback(70, { min: 47, max: 99 }, 7, { observed: observed({}) }), on: day('2026-04-07') });

    const series = GrowthSeriesResponse.parse((await get(`/api/plans/${plan.id}/growth`, parent)).json());
    expect(series.weeks.map((w) => (w.kind === 'gap' ? [w.week, w.reason, w.date] : [w.week, w.estimate, w.date]))).toEqual([
      [1, 64, day('2026-03-17').toISOString()],
      [2, 'carried-over', day('2026-03-24').toISOString()],
      [3, 'carried-over', day('2026-03-31').toISOString()],
      [4, 70, day('2026-04-07').toISOString()],
    ]);
  });

  it('says no progress anywhere when four weeks are sent the same day', async () => {
    const parent = await createUser(ctx);
    const plan = await setUpPlan(parent, { min: 40, max: 92 });
    await setSkills(plan, 1, ['Closed shapes']);
    await setSkills(plan, 2, ['Closed shapes']);
    await setSkills(plan, 3, ['Closed shapes']);
    await setSkills(plan, 4, ['Closed shapes']);
    const minutes = (m: number) => new Date(Date.UTC(2026, 2, 20, 15, m));
    for (const [week, estimate, shapes] of [
      [1, 60, 2],
      [2, 66, 6],
      [3, 72, 11],
      [4, 80, 18],
    ] as const) {
      const words = sampleDetailedFeedback().visualAnalysis;
      await attempt(parent, plan, week, {
        feedback: feedback(estimate, { min: estimate - 15, max: estimate + 20 }, 7, {
          observed: observed({ closedShapes: shapes }),
          visualAnalysis: { ...words, progressThroughSession: 'Steady from start to finish.' },
        }),
        on: minutes(week * 3),
      });
    }
    const response = await get(`/api/plans/${plan.id}/growth`, parent);
    const series = GrowthSeriesResponse.parse(response.json());
    // Each week its own point with its own date; nothing in the answer says a change.
    expect(series.weeks.map((w) => w.kind)).toEqual(['week', 'week', 'week', 'week']);
    expect(series.weeks.map((w) => w.date)).toEqual([3, 6, 9, 12].map((m) => minutes(m).toISOString()));
    expect(response.body).not.toMatch(/progress|up from|new skills|step on|more developed|more parts/i);
    // The skill chart plots what was measured for the skill, not the week's score.
    expect(series.skills).toEqual([
      {
        skill: 'Closed shapes',
        measure: 'closed-shapes',
        label: 'Closed shapes drawn, per week',
        points: [2, 6, 11, 18].map((value, i) => ({ week: i + 1, date: minutes((i + 1) * 3).toISOString(), value })),
      },
    ]);
  });

  it('charts a skill only by what was measured for it, in the weeks that practised it; skills nothing measures get no chart', async () => {
    const parent = await createUser(ctx);
    const plan = await setUpPlan(parent);
    await setSkills(plan, 1, ['Closed shapes', 'Storytelling']);
    await setSkills(plan, 2, ['Storytelling', 'Colour choice']);
    await setSkills(plan, 3, ['Closed shapes', 'Imagination']);
    await setSkills(plan, 4, ['Imagination', 'Colour choice']);
    await setSkills(plan, 5, ['Closed shapes', 'Colour choice']);
    await setSkills(plan, 6, ['Colour choice']);
    await attempt(parent, plan, 1, { feedback: feedback(62, { min: 40, max: 90 }, 5, { observed: observed({ closedShapes: 3 }) }), on: day('2026-03-17') });
    await attempt(parent, plan, 2, { feedback: feedback(63, { min: 40, max: 90 }, 9, { observed: observed({ colorCount: 2 }) }), on: day('2026-03-24') });
    await attempt(parent, plan, 3, { feedback: feedback(64, { min: 40, max: 90 }, 7, { observed: observed({ closedShapes: 5 }) }), on: day('2026-03-31') });
    // Week 4's feedback is older: no measurements, so nothing for Colour choice from it.
    await attempt(parent, plan, 4, { feedback: feedback(64, { min: 40, max: 90 }, 5.3), on: day('2026-04-07') });
    // Week 5 is still being evaluated.
    await attempt(parent, plan, 5, { status: 'pending' });
    // Week 6 carried its estimate over, but its photo was measured: the colours count.
    await attempt(parent, plan, 6, { feedback: feedback(64, { min: 40, max: 90 }, 4, { observed: observed({ colorCount: 4 }, true) }), on: day('2026-04-21') });

    const series = GrowthSeriesResponse.parse((await get(`/api/plans/${plan.id}/growth`, parent)).json());
    expect(series.skills).toEqual([
      {
        skill: 'Closed shapes',
        measure: 'closed-shapes',
        label: 'Closed shapes drawn, per week',
        points: [
          { week: 1, date: day('2026-03-17').toISOString(), value: 3 },
          { week: 3, date: day('2026-03-31').toISOString(), value: 5 },
        ],
      },
      {
        skill: 'Colour choice',
        measure: 'colours',
        label: 'Colours used, per week',
        points: [
          { week: 2, date: day('2026-03-24').toISOString(), value: 2 },
          { week: 6, date: day('2026-04-21').toISOString(), value: 4 },
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
      tasks: [],
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

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListPlansResponse, Plan } from '../../../contracts/plans.ts';
import { planChallenges } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { adaptUpcomingChallenges } from './adapt-upcoming-challenges.ts';

let ctx: TestContext;
let parent: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

/** The weeks as the plan_challenges rows hold them, in the contract's shape. */
async function rowsOf(planId: string) {
  const rows = await ctx.database.db.select().from(planChallenges).where(eq(planChallenges.planId, planId)).orderBy(asc(planChallenges.week));
  return rows.map((r) => ({
    week: r.week,
    title: r.title,
    description: r.description,
    skills: r.skills,
    instructions: r.instructions,
    estimatedTime: r.estimatedTime,
    difficulty: r.difficulty,
    skillTags: r.skillTags,
    adaptedReason: r.adaptedReason,
  }));
}

/** What the dashboard and the plan page answer for the plan's weeks (they read plans.weeks). */
async function shownWeeks(planId: string) {
  const [list, data] = await Promise.all(
    ['/api/plans', `/api/plans/${planId}/data`].map((url) => ctx.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } })),
  );
  expect(list!.statusCode).toBe(200);
  expect(data!.statusCode).toBe(200);
  const listed = ListPlansResponse.parse(list!.json()).find((p) => p.id === planId);
  const fromData = Plan.parse(data!.json()).planData?.challenges ?? [];
  expect(listed?.planData?.challenges ?? []).toEqual(fromData);
  return fromData;
}

describe("the plan reads' copy of the weeks (plans.weeks, kept by the database)", () => {
  it('holds all 26 weeks, in order, as soon as setup writes them', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const rows = await rowsOf(plan.id);
    expect(rows).toHaveLength(26);
    expect(await shownWeeks(plan.id)).toEqual(rows);
  });

  it('follows an adaptation, and a change made outside the server (psql, the CLI)', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const adapted = await adaptUpcomingChallenges({ db: ctx.database.db, planId: plan.id, latestScore: 6, difficultyRating: 5, fromWeek: 10 });
    expect(adapted.length).toBeGreaterThan(0);
    expect(await shownWeeks(plan.id)).toEqual(await rowsOf(plan.id));

    await ctx.database.db.execute(
      sql`update plan_challenges set title = 'Draw your street', skills = '["Space"]'::jsonb where plan_id = ${plan.id} and week = 3`,
    );
    const shown = await shownWeeks(plan.id);
    expect(shown[2]).toMatchObject({ week: 3, title: 'Draw your street', skills: ['Space'] });
    expect(shown).toEqual(await rowsOf(plan.id));
  });

  it('follows weeks removed and added, and leaves other plans alone', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const other = await createPlan({ ctx, user: parent, setUp: true });
    const otherBefore = await shownWeeks(other.id);

    await ctx.database.db.delete(planChallenges).where(sql`${planChallenges.planId} = ${plan.id} and ${planChallenges.week} > 24`);
    expect((await shownWeeks(plan.id)).map((w) => w.week)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));

    await ctx.database.db.execute(sql`
      insert into plan_challenges (plan_id, week, challenge_id, title, description, skills, instructions, estimated_time, difficulty, skill_tags)
      values (${plan.id}, 25, 'test-25', 'Week 25', 'Draw.', '["Lines"]', '["Go"]', '10 minutes', 2, '["lines"]')`);
    const shown = await shownWeeks(plan.id);
    expect(shown).toHaveLength(25);
    expect(shown[24]).toMatchObject({ week: 25, title: 'Week 25', adaptedReason: null });
    expect(shown).toEqual(await rowsOf(plan.id));
    expect(await shownWeeks(other.id)).toEqual(otherBefore);
  });

  it('is rolled back with the change it followed', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const before = await shownWeeks(plan.id);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update plan_challenges set title = 'Never shown' where plan_id = ${plan.id}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await shownWeeks(plan.id)).toEqual(before);
  });
});

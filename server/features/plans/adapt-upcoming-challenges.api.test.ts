import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planChallenges } from '../../db/schema/index.ts';
import { getChallenge } from '../../providers/ai/local/challenges/index.ts';
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

const weeksOf = (planId: string) => ctx.database.db.select().from(planChallenges).where(eq(planChallenges.planId, planId)).orderBy(asc(planChallenges.week));
const setUpPlan = () => createPlan({ ctx, user: parent, setUp: true });
const adapt = (planId: string, latestScore: number | null, difficultyRating: number | null, fromWeek: number) =>
  adaptUpcomingChallenges({ db: ctx.database.db, planId, latestScore, difficultyRating, fromWeek });

/** Every week is unchanged except the listed ones. */
async function expectOnlyChanged(planId: string, before: Awaited<ReturnType<typeof weeksOf>>, changed: number[]) {
  const after = await weeksOf(planId);
  expect(after.map((w) => w.week)).toEqual(before.map((w) => w.week));
  for (const [i, week] of after.entries()) {
    if (changed.includes(week.week)) expect(week.challengeId, `week ${week.week}`).not.toBe(before[i]!.challengeId);
    else expect(week, `week ${week.week}`).toEqual(before[i]);
  }
  expect(new Set(after.map((w) => w.challengeId)).size).toBe(after.length);
  return after;
}

describe('adaptUpcomingChallenges', () => {
  it('swaps the next two weeks for easier siblings when the week felt Very Hard, and says why', async () => {
    const plan = await setUpPlan();
    const before = await weeksOf(plan.id);
    const changed = await adapt(plan.id, 6, 5, 10);
    expect(changed.map((c) => c.week)).toEqual([10, 11]);
    const after = await expectOnlyChanged(plan.id, before, [10, 11]);
    for (const week of [10, 11]) {
      const [old, now] = [before[week - 1]!, after[week - 1]!];
      expect(now.difficulty).toBeLessThan(old.difficulty);
      expect(now.skillTags.some((tag) => old.skillTags.includes(tag))).toBe(true);
      expect(now).toMatchObject({ adaptedReason: 'Made a little easier: last week felt Very Hard', adaptedFromWeek: 10 });
      expect(now.title).toBe(getChallenge(now.challengeId)?.title);
    }
    expect(changed[0]).toMatchObject({ replacedChallengeId: before[9]!.challengeId, challengeId: after[9]!.challengeId });
  });

  it('eases only the next week after a low score, with the feedback reason', async () => {
    const plan = await setUpPlan();
    const before = await weeksOf(plan.id);
    expect((await adapt(plan.id, 3, 3, 8)).map((c) => c.week)).toEqual([8]);
    const after = await expectOnlyChanged(plan.id, before, [8]);
    expect(after[7]!.difficulty).toBeLessThan(before[7]!.difficulty);
    expect(after[7]!.adaptedReason).toBe("Made a little easier after last week's feedback");
  });

  it('makes the next week harder after a high score on a week that felt Easy', async () => {
    const plan = await setUpPlan();
    const before = await weeksOf(plan.id);
    expect((await adapt(plan.id, 9, 2, 6)).map((c) => c.week)).toEqual([6]);
    const after = await expectOnlyChanged(plan.id, before, [6]);
    expect(after[5]!.difficulty).toBeGreaterThan(before[5]!.difficulty);
    expect(after[5]!.adaptedReason).toBe('A little more challenging: last week felt Easy');
  });

  it('changes nothing in between', async () => {
    const plan = await setUpPlan();
    const before = await weeksOf(plan.id);
    for (const [score, rating] of [
      [6, 3],
      [9, 3],
      [8, 2],
      [5, 4],
      [null, null],
    ] as const) {
      expect(await adapt(plan.id, score, rating, 5)).toEqual([]);
    }
    expect(await weeksOf(plan.id)).toEqual(before);
  });

  it('never touches the weeks before fromWeek, even at the end of the plan', async () => {
    const plan = await setUpPlan();
    const before = await weeksOf(plan.id);
    expect((await adapt(plan.id, 2, 5, 26)).map((c) => c.week)).toEqual([26]);
    await expectOnlyChanged(plan.id, before, [26]);
    expect(await adapt(plan.id, 2, 5, 27)).toEqual([]);
  });

  it('is idempotent: the same feedback again, or twice at once, changes nothing more', async () => {
    const plan = await setUpPlan();
    expect(await adapt(plan.id, 6, 5, 16)).toHaveLength(2);
    const once = await weeksOf(plan.id);
    expect(await adapt(plan.id, 6, 5, 16)).toEqual([]);
    expect(await weeksOf(plan.id)).toEqual(once);

    const other = await setUpPlan();
    const before = await weeksOf(other.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => adapt(other.id, 6, 5, 16)));
    expect(results.map((r) => r.length).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    await expectOnlyChanged(other.id, before, [16, 17]);
  });

  it("shows the reason on the parent's plan, and ignores a plan that does not exist", async () => {
    const plan = await setUpPlan();
    await adapt(plan.id, 9.5, 1, 12);
    const response = await ctx.app.inject({ url: `/api/plans/${plan.id}`, headers: { cookie: parent.cookie } });
    const reasons = response.json().plan.planData.challenges.map((c: { adaptedReason: string | null }) => c.adaptedReason);
    expect(reasons.filter((r: string | null) => r !== null)).toEqual([
      'A little more challenging: last week felt Very Easy',
      'A little more challenging: last week felt Very Easy',
    ]);
    expect(reasons.slice(11, 13)).toEqual(['A little more challenging: last week felt Very Easy', 'A little more challenging: last week felt Very Easy']);
    expect(await adapt('00000000-0000-4000-8000-000000000000', 2, 5, 3)).toEqual([]);
    expect(await adapt('nope', 2, 5, 3)).toEqual([]);
  });
});

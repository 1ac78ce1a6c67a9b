import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPlanResponse, ListPlansResponse, Plan } from '../../../contracts/plans.ts';
import { planChallenges, submissions } from '../../db/schema/index.ts';
import { getChallenge } from '../../providers/ai/local/challenges/library.ts';
import { LIBRARY_TRANSLATIONS } from '../../providers/ai/local/challenges/localize.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';

let ctx: TestContext;
let parent: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

async function storedWeeks(planId: string) {
  return ctx.database.db.select().from(planChallenges).where(eq(planChallenges.planId, planId)).orderBy(asc(planChallenges.week));
}

async function read(url: string, extra: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie, ...extra } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("issue 37: a plan's weekly challenges in the page's language", () => {
  it('shows the German weeks to a German page, with the stored English untouched', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const stored = await storedWeeks(plan.id);
    const german = LIBRARY_TRANSLATIONS.de!;
    const expected = stored.map((row) => german.challenges[row.challengeId!]!.title);

    const cookie = `${parent.cookie}; kritzel_lang=de`;
    const { plan: shown } = GetPlanResponse.parse(await read(`/api/plans/${plan.id}`, { cookie }));
    expect(shown.planData?.challenges.map((c) => c.title)).toEqual(expected);
    const first = shown.planData!.challenges[0]!;
    const entry = german.challenges[stored[0]!.challengeId!]!;
    expect(first).toMatchObject({ description: entry.description, instructions: entry.instructions });
    expect(first.estimatedTime).toMatch(/Minuten$/);
    expect(first.skills).toEqual(stored[0]!.skills.map((s) => german.skills[s]));

    const data = Plan.parse(await read(`/api/plans/${plan.id}/data`, { cookie }));
    expect(data.planData?.challenges.map((c) => c.title)).toEqual(expected);
    const listed = ListPlansResponse.parse(await read('/api/plans', { cookie })).find((p) => p.id === plan.id);
    expect(listed?.planData?.challenges.map((c) => c.title)).toEqual(expected);

    // Only the answer is translated: the plan keeps its English copies (skills are identities).
    expect(await storedWeeks(plan.id)).toEqual(stored);
  });

  it('answers a Spanish browser in Spanish, and the cookie wins over the browser', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const [week1] = await storedWeeks(plan.id);
    const spanish = Plan.parse(await read(`/api/plans/${plan.id}/data`, { 'accept-language': 'es-MX,es;q=0.9' }));
    expect(spanish.planData?.challenges[0]?.title).toBe(LIBRARY_TRANSLATIONS.es!.challenges[week1!.challengeId!]!.title);
    const chosen = Plan.parse(await read(`/api/plans/${plan.id}/data`, { 'accept-language': 'es', cookie: `${parent.cookie}; kritzel_lang=en` }));
    expect(chosen.planData?.challenges[0]?.title).toBe(week1!.title);
  });

  it("names a submitted week's challenge in the page's language", async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const [week1] = await storedWeeks(plan.id);
    const submission = await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
    await ctx.database.db.update(submissions).set({ challengeTitle: week1!.title }).where(eq(submissions.id, submission.id));
    const german = LIBRARY_TRANSLATIONS.de!.challenges[week1!.challengeId!]!.title;
    const cookie = `${parent.cookie}; kritzel_lang=de`;
    const [listed] = (await read(`/api/plans/${plan.id}/submissions`, { cookie })) as { challengeTitle: string }[];
    expect(listed?.challengeTitle).toBe(german);
    expect(((await read(`/api/submissions/${submission.id}`, { cookie })) as { challengeTitle: string }).challengeTitle).toBe(german);
    expect(((await read(`/api/submissions/${submission.id}`)) as { challengeTitle: string }).challengeTitle).toBe(week1!.title);
  });

  it('answers exactly as before without a language', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const stored = await storedWeeks(plan.id);
    const shown = Plan.parse(await read(`/api/plans/${plan.id}/data`)).planData?.challenges ?? [];
    expect(shown).toEqual(
      stored.map((r) => ({
        week: r.week,
        title: r.title,
        description: r.description,
        skills: r.skills,
        instructions: r.instructions,
        estimatedTime: r.estimatedTime,
        difficulty: r.difficulty,
        skillTags: r.skillTags,
        adaptedReason: r.adaptedReason,
      })),
    );
    expect(shown[0]?.title).toBe(getChallenge(stored[0]!.challengeId!)?.title);
  });
});

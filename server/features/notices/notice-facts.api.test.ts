import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOTAL_CHALLENGES } from '../../../contracts/plans.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { plans } from '../../db/schema/index.ts';
import { noticeFacts } from './notice-facts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** A parent whose set-up, paid plan has its first `weeks` weeks in. */
async function parentWithWeeksIn(weeks: number) {
  const user = await createUser(ctx);
  const plan = await createPlan({ ctx, user, setUp: true });
  for (let week = 1; week <= weeks; week++) await createSubmission({ ctx, user, plan, weekNumber: week });
  return { user, plan };
}

it("finds, for a whole batch of parents at once, exactly those whose plans' open weeks the reminder would name", async () => {
  const fresh = await parentWithWeeksIn(0);
  const midway = await parentWithWeeksIn(3);
  const lastWeekOpen = await parentWithWeeksIn(TOTAL_CHALLENGES - 1);
  const allIn = await parentWithWeeksIn(TOTAL_CHALLENGES);
  const archived = await parentWithWeeksIn(2);
  await ctx.database.db.update(plans).set({ isArchived: true }).where(eq(plans.id, archived.plan.id));
  const unpaid = await createUser(ctx);
  await createPlan({ ctx, user: unpaid, paid: false });
  const noPlan = await createUser(ctx);

  const everyone = [fresh, midway, lastWeekOpen, allIn, archived].map((p) => p.user.id).concat(unpaid.id, noPlan.id);
  const open = await noticeFacts.parentsWithOpenWeeks(ctx.database.db, everyone);
  expect([...open].sort()).toEqual([fresh.user.id, midway.user.id, lastWeekOpen.user.id].sort());
  // The same answer as the look the e-mail itself takes, parent by parent.
  for (const id of everyone) expect(open.has(id), id).toBe((await noticeFacts.openWeeks(ctx.database.db, id)).length > 0);
  expect(await noticeFacts.parentsWithOpenWeeks(ctx.database.db, [])).toEqual(new Set());
}, 60_000);

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { evaluateSubmission } from './jobs/evaluate-submission.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

/** A parent's evaluated week 1: the feedback as stored. */
async function evaluatedWeek(parent: TestUser) {
  const plan = await createPlan({ ctx, user: parent, setUp: true });
  const row = await createSubmission({ ctx, user: parent, plan, weekNumber: 1, status: 'pending', withImage: true });
  const deps = { db: ctx.database.db, storage: ctx.storage, analyser: ctx.analyser, logger: ctx.app.log as never };
  expect(await evaluateSubmission(deps, { submissionId: row.id }, { retryCount: 0 })).toBe('completed');
  const [done] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, row.id));
  return done!.aiFeedback as { overallFeedback: string; recommendations: { nextWeek: string[] } };
}

describe("issue 37: a week's feedback in the plan owner's language", () => {
  it('writes the local analyser’s feedback in Spanish for a parent whose account is in Spanish, and in English otherwise', async () => {
    const spanish = await createUser(ctx);
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
    const feedback = await evaluatedWeek(spanish);
    expect(feedback.overallFeedback).toMatch(/^Gracias por la semana 1, «/);
    expect(feedback.overallFeedback).toContain('no un diagnóstico');
    expect(feedback.recommendations.nextWeek.at(-1)).toBe('Pon el dibujo de esta semana donde tu hijo o hija pueda verlo la semana que viene.');

    const english = await evaluatedWeek(await createUser(ctx));
    expect(english.overallFeedback).toMatch(/^Thank you for week 1, "/);
  });
});

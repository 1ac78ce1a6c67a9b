import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailedFeedback } from '../../../contracts/analysis.ts';
import { Plan } from '../../../contracts/plans.ts';
import { SUBMISSION_MESSAGES } from '../../../contracts/submissions.ts';
import { files, planChallenges, submissionImages, submissions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission, startSubmissionWorkers, waitForEvaluation } from '../../../test/submission-factories.ts';
import { circleDrawing, figureDrawing, sceneDrawing } from '../../../test/drawings.ts';
import { getChallenge } from '../../providers/ai/local/challenges/index.ts';
import { multipart, postForm, type FilePart } from '../../../test/multipart.ts';

let ctx: TestContext;
let drawing: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  await startSubmissionWorkers(ctx);
  drawing = await figureDrawing();
});
afterAll(async () => ctx?.close());

const image = (data = drawing, filename = 'drawing.png'): FilePart => ({ field: 'images', filename, contentType: 'image/png', data });
const submit = (user: TestUser, fields: Record<string, string | undefined>, parts: FilePart[] = [image()]) => {
  const form = multipart(fields, parts);
  return postForm(ctx, '/api/challenges/submit', user, form);
};
async function swapWeeks(planId: string, a: number, b: number) {
  const week = (n: number) => and(eq(planChallenges.planId, planId), eq(planChallenges.week, n));
  await ctx.database.db.update(planChallenges).set({ week: 100 }).where(week(a));
  await ctx.database.db.update(planChallenges).set({ week: a }).where(week(b));
  await ctx.database.db.update(planChallenges).set({ week: b }).where(week(100));
}
const rowsOf = (planId: string) => ctx.database.db.select().from(submissions).where(eq(submissions.planId, planId));

describe('POST /api/challenges/submit', () => {
  it('stores week 1 with its photos, evaluates it in a job and counts it on the plan', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    // Weeks 10 and 11 of the local plan have easier siblings; move them up so week 1's feedback can adapt them.
    for (const [a, b] of [
      [2, 10],
      [3, 11],
    ] as const)
      await swapWeeks(plan.id, a, b);
    const response = await submit(
      parent,
      { planId: plan.id, weekNumber: '1', childMood: '4', difficultyLevel: '5', timeSpent: '20-30', needsHelp: ' ', specificObservations: 'Drew hands!' },
      [image(), image(await circleDrawing(), 'circles.png')],
    );
    expect(response.statusCode).toBe(200);
    const { message, submissionId } = response.json();
    expect(message).toBe(SUBMISSION_MESSAGES.submitted);

    const [row] = await rowsOf(plan.id);
    expect(row).toMatchObject({
      id: submissionId,
      weekNumber: 1,
      attemptNumber: 1,
      source: 'upload',
      childMood: 4,
      difficultyLevel: 5,
      timeSpent: '20-30',
      needsHelp: null,
      specificObservations: 'Drew hands!',
    });
    const [challenge] = (await ctx.app.inject({ method: 'GET', url: `/api/plans/${plan.id}/data`, headers: { cookie: parent.cookie } })).json().planData
      .challenges;
    expect(row!.challengeTitle).toBe(challenge.title);
    const links = await ctx.database.db.select().from(submissionImages).where(eq(submissionImages.submissionId, submissionId));
    expect(links.map((l) => [l.position, l.isPrimary])).toEqual([
      [0, true],
      [1, false],
    ]);

    const done = await waitForEvaluation(ctx, submissionId);
    expect(done.evaluationStatus).toBe('completed');
    expect(done.analyser).toBe('local');
    expect(DetailedFeedback.safeParse(done.aiFeedback).success).toBe(true);

    // "Very Hard" eases the next two weeks: the job adapts them just after it writes the feedback,
    // so on a busy machine the plan may be read in between.
    await vi.waitFor(
      async () => {
        const planResponse = await ctx.app.inject({ method: 'GET', url: `/api/plans/${plan.id}/data`, headers: { cookie: parent.cookie } });
        const updated = Plan.parse(planResponse.json());
        expect(updated.submissionCount).toBe(1);
        const weeks = (updated.planData as { challenges: { week: number; adaptedReason?: string | null }[] }).challenges;
        expect(weeks.filter((w) => w.adaptedReason).map((w) => w.week)).toEqual([2, 3]);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('refuses a week above the current one', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await submit(parent, { planId: plan.id, weekNumber: '3' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SUBMISSION_MESSAGES.weekLocked(1));
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
    expect((await submit(parent, { planId: plan.id, weekNumber: '3' })).statusCode).toBe(409);
    expect((await submit(parent, { planId: plan.id, weekNumber: '2' })).statusCode).toBe(200);
  });

  it('allows three attempts at a week and refuses the fourth', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1, attemptNumber: 1 });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1, attemptNumber: 2, status: 'failed' });
    const third = await submit(parent, { planId: plan.id, weekNumber: '1' });
    expect(third.statusCode).toBe(200);
    expect((await rowsOf(plan.id)).find((r) => r.id === third.json().submissionId)?.attemptNumber).toBe(3);
    const fourth = await submit(parent, { planId: plan.id, weekNumber: '1' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ code: 'CONFLICT', message: SUBMISSION_MESSAGES.attemptsUsed });
  });

  it("answers 404 for another parent's plan and for an id that is not one", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const plan = await createPlan({ ctx, user: owner, setUp: true });
    for (const planId of [plan.id, 'not-a-uuid']) {
      const response = await submit(other, { planId, weekNumber: '1' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Plan not found');
    }
    expect(await rowsOf(plan.id)).toHaveLength(0);
  });

  it('refuses an unpaid or not yet set up plan', async () => {
    const parent = await createUser(ctx);
    for (const plan of [await createPlan({ ctx, user: parent }), await createPlan({ ctx, user: parent, paid: true })]) {
      const response = await submit(parent, { planId: plan.id, weekNumber: '1' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(SUBMISSION_MESSAGES.notReady);
    }
  });

  it('checks files: none, not an image, over 10 MB — and leaves nothing behind', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const filesBefore = (await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id))).length;

    const none = await submit(parent, { planId: plan.id, weekNumber: '1' }, []);
    expect([none.statusCode, none.json().message]).toEqual([400, SUBMISSION_MESSAGES.noImages]);

    const text = await submit(parent, { planId: plan.id, weekNumber: '1' }, [image(), image(Buffer.from('just some text, not a drawing'), 'notes.png')]);
    expect(text.statusCode).toBe(415);

    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    const tooLarge = await submit(parent, { planId: plan.id, weekNumber: '1' }, [image(huge, 'big-castle.jpg')]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(SUBMISSION_MESSAGES.fileTooLarge('big-castle.jpg'));

    expect(await rowsOf(plan.id)).toHaveLength(0);
    expect(await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id))).toHaveLength(filesBefore);
  });

  it.each([
    ['childMood', '6'],
    ['difficultyLevel', 'hard'],
    ['timeSpent', '2 hours'],
    ['weekNumber', '27'],
    ['weekNumber', '1.5'],
    ['followedChallenge', 'maybe'],
    ['drewInstead', 'x'.repeat(201)],
  ])('refuses %s=%s with a 400', async (field, value) => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await submit(parent, { planId: plan.id, weekNumber: '1', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toMatch(/week|rating|list|yes, partly or something else|200 characters/i);
  });

  it('needs a signed-in parent', async () => {
    const form = multipart({ planId: 'x', weekNumber: '1' }, [image()]);
    const response = await postForm(ctx, '/api/challenges/submit', null, form);
    expect(response.statusCode).toBe(401);
  });

  // Issue 32: this week's drawing and this week's challenge.
  async function weekOneIs(planId: string, challengeId: string) {
    const c = getChallenge(challengeId)!;
    await ctx.database.db
      .update(planChallenges)
      .set({ challengeId, title: c.title, description: c.description, skills: c.skills, instructions: c.instructions })
      .where(and(eq(planChallenges.planId, planId), eq(planChallenges.week, 1)));
  }

  it("welcomes a house sent for the waves challenge as what it is: named in the parent's words, no goal shown, no score", async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    await weekOneIs(plan.id, 'calm-waves');
    const response = await submit(
      parent,
      {
        planId: plan.id,
        weekNumber: '1',
        followedChallenge: 'other',
        drewInstead: 'our house and the two of us',
        parentNotes: 'She drew our house and the two of us instead of waves',
      },
      [image(await sceneDrawing(), 'house.png')],
    );
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(plan.id);
    expect(row).toMatchObject({ followedChallenge: 'other', drewInstead: 'our house and the two of us' });
    const done = await waitForEvaluation(ctx, response.json().submissionId);
    const feedback = DetailedFeedback.parse(done.aiFeedback);
    expect(feedback.overallFeedback).toContain('Your child drew our house and the two of us instead of this week');
    expect(feedback.score).toBeUndefined();
    expect(feedback.observed).toMatchObject({ followed: 'other', goalsShown: 0 });
    expect(feedback.observed?.goals.some((g) => g.seen === true)).toBe(false);
    expect(feedback.observed?.features).toBeDefined();
    const wire = await ctx.app.inject({ method: 'GET', url: `/api/submissions/${row!.id}/feedback`, headers: { cookie: parent.cookie } });
    expect(wire.statusCode).toBe(200);
    expect(JSON.stringify(wire.json())).not.toMatch(/calming down/i);
  });

  it('keeps what the child drew instead only with "something else"', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    expect((await submit(parent, { planId: plan.id, weekNumber: '1', followedChallenge: 'partly', drewInstead: 'a cat' })).statusCode).toBe(200);
    expect((await rowsOf(plan.id))[0]).toMatchObject({ followedChallenge: 'partly', drewInstead: null });
  });

  it('says nothing about progress for four weeks sent the same day', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const drawings = [await circleDrawing(), await figureDrawing(), await sceneDrawing(), await sceneDrawing({ colouredIn: true })];
    for (const [i, data] of drawings.entries()) {
      const response = await submit(parent, { planId: plan.id, weekNumber: String(i + 1), followedChallenge: 'yes' }, [image(data)]);
      expect(response.statusCode).toBe(200);
      const done = await waitForEvaluation(ctx, response.json().submissionId);
      const feedback = DetailedFeedback.parse(done.aiFeedback);
      expect(JSON.stringify(feedback)).not.toMatch(/up from|new skills|skills are settling/i);
      expect(feedback.observed?.followed).toBe('yes');
    }
  });
});

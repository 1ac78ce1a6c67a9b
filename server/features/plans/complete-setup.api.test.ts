import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '../../../contracts/plans.ts';
import { drawings, files, planChallenges, plans } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, parentRequest, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { fakeJpeg, svgFile, textFile } from '../../../test/images.ts';
import { blankSheet } from '../../../test/not-drawings.ts';
import { multipart, postForm, type FilePart } from '../../../test/multipart.ts';
import { completeSetup } from './complete-setup.ts';

let ctx: TestContext;
let drawing: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_ANALYZE: '1000' });
  drawing = await figureDrawing();
});
afterAll(async () => ctx?.close());

const MISSING = "Please upload a drawing and select your child's birth month and year";
const AGE = 'Child must be between 3 and 10 years old';
const imagePart = (data = drawing, contentType = 'image/png'): FilePart => ({ field: 'image', filename: 'drawing.png', contentType, data });

const setup = (user: TestUser, planId: string, fields: Record<string, string | undefined>, parts: FilePart[] = []) => {
  const form = multipart(fields, parts);
  return postForm(ctx, `/api/plans/${planId}/complete-setup`, user, form);
};
const weeksOf = async (planId: string) =>
  (await ctx.database.db.select({ week: planChallenges.week }).from(planChallenges).where(eq(planChallenges.planId, planId)))
    .map((r) => r.week)
    .sort((a, b) => a - b);
const filesOf = (userId: string) => ctx.database.db.select().from(files).where(eq(files.ownerId, userId));
const planRow = async (id: string) => (await ctx.database.db.select().from(plans).where(eq(plans.id, id)))[0]!;
const ALL_WEEKS = Array.from({ length: 26 }, (_, i) => i + 1);

describe('POST /api/plans/:planId/complete-setup, refusals', () => {
  it('refuses an unpaid plan with 409', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent });
    const response = await setup(parent, plan.id, { childAge: '60' }, [imagePart()]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Please complete payment before setting up the plan' });
    expect(await filesOf(parent.id)).toHaveLength(0);
  });

  it("asks for the drawing and the age with the spec's message", async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    for (const [fields, parts] of [
      [{ childAge: '60' }, []],
      [{}, [imagePart()]],
      [{ childAge: '  ' }, [imagePart()]],
    ] as const) {
      const response = await setup(parent, plan.id, fields, [...parts]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MISSING);
    }
    expect((await planRow(plan.id)).setupCompletedAt).toBeNull();
  });

  it.each(['35', '132', '17', '145', '0', 'five', '60.5', '-20'])('refuses the age %s months', async (childAge) => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    const response = await setup(parent, plan.id, { childAge }, [imagePart()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AGE);
    expect(await filesOf(parent.id)).toHaveLength(0);
  });

  it('refuses something that is not an image with 415, whatever it claims to be', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    for (const data of [textFile(), svgFile()]) {
      const response = await setup(parent, plan.id, { childAge: '60' }, [imagePart(data, 'image/jpeg')]);
      expect(response.statusCode).toBe(415);
    }
    expect(await weeksOf(plan.id)).toEqual([]);
    expect(await filesOf(parent.id)).toHaveLength(0);
  });

  it('refuses a blank sheet with 422 and the same message as the free analysis, storing nothing', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    const keysBefore = (await ctx.storage.list()).sort();
    const response = await setup(parent, plan.id, { childAge: '60' }, [imagePart(await blankSheet(), 'image/jpeg')]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'NOT_A_DRAWING',
      message: "We couldn't find a drawing in this photo — try a photo of the whole sheet in good light",
    });
    expect(await filesOf(parent.id)).toHaveLength(0);
    expect((await ctx.storage.list()).sort()).toEqual(keysBefore);
    expect(await weeksOf(plan.id)).toEqual([]);
    expect((await planRow(plan.id)).setupCompletedAt).toBeNull();
  });

  it('refuses an image over 10 MB with 413', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    const response = await setup(parent, plan.id, { childAge: '60' }, [imagePart(fakeJpeg(11 * 1024 * 1024), 'image/jpeg')]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Please select an image under 10MB');
  });
});

describe('POST /api/plans/:planId/complete-setup, success', () => {
  it('writes the baseline and 26 weeks, and a second setup is refused without duplicates', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true, childName: 'Lena' });
    const response = await setup(parent, plan.id, { childAge: '66' }, [imagePart()]);
    expect(response.statusCode).toBe(200);
    const body = Plan.parse(response.json().plan);
    expect(body).toMatchObject({ id: plan.id, childName: 'Lena', isPaid: true, baselineChildAge: 66, totalChallenges: 26 });
    expect(body.baselineCognitiveAge).toBeGreaterThan(0);
    // The calibrated range of the baseline analysis is stored and served with it.
    const range = body.baselineCognitiveAgeRange!;
    expect(range.min).toBeLessThanOrEqual(body.baselineCognitiveAge!);
    expect(range.max).toBeGreaterThanOrEqual(body.baselineCognitiveAge!);
    expect(await planRow(plan.id)).toMatchObject({ baselineCognitiveAgeMin: range.min, baselineCognitiveAgeMax: range.max });
    expect(body.baselineAnalysisResults?.strengths.length).toBeGreaterThan(0);
    expect(body.baselineAnalysisResults?.areasForImprovement.length).toBeGreaterThan(0);
    expect(body.baselineAnalysisResults?.seen?.length).toBeGreaterThan(0); // issue 32: what the setup drawing shows
    expect(body.planData?.challenges.map((c) => c.week)).toEqual(ALL_WEEKS);
    expect(body.planData?.challenges.every((c) => c.adaptedReason === null)).toBe(true);
    expect(await weeksOf(plan.id)).toEqual(ALL_WEEKS);
    const row = await planRow(plan.id);
    expect(row.setupCompletedAt).not.toBeNull();
    expect(row.baselineFeatures).toMatchObject({ paperFound: expect.any(Boolean) });
    const stored = await filesOf(parent.id);
    expect(stored.map((f) => f.id)).toEqual([row.baselineFileId]);
    expect(stored[0]).toMatchObject({ kind: 'drawing' });
    expect((await ctx.app.inject({ url: `/api/plans/${plan.id}`, headers: { cookie: parent.cookie } })).json().plan).toEqual(body);

    const again = await setup(parent, plan.id, { childAge: '66' }, [imagePart()]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This plan is already set up');
    expect(await weeksOf(plan.id)).toEqual(ALL_WEEKS);
    expect(await filesOf(parent.id)).toHaveLength(1);
  });

  it.each(['36', '131'])('accepts the served span’s edge, %s months', async (childAge) => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    const response = await setup(parent, plan.id, { childAge }, [imagePart()]);
    expect(response.statusCode).toBe(200);
    expect(response.json().plan).toMatchObject({ baselineChildAge: Number(childAge), totalChallenges: 26 });
  });

  it('lets exactly one of two simultaneous setups through, leaving 26 weeks and one stored drawing', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    const keysBefore = await ctx.storage.list();
    const responses = await Promise.all([setup(parent, plan.id, { childAge: '60' }, [imagePart()]), setup(parent, plan.id, { childAge: '61' }, [imagePart()])]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await weeksOf(plan.id)).toEqual(ALL_WEEKS);
    const stored = await filesOf(parent.id);
    expect(stored.map((f) => f.id)).toEqual([(await planRow(plan.id)).baselineFileId]);
    expect((await ctx.storage.list()).length).toBe(keysBefore.length + 2); // display + thumbnail of one drawing
  });

  it("reuses the free analysis a purchase started from: no upload needed, the drawing's age kept", async () => {
    const parent = await createUser(ctx);
    const form = multipart({ childAge: '66', difficulty: 'medium', challenge: 'draw-person' }, [imagePart()]);
    const analysed = await postForm(ctx, '/api/drawings/analyze', parent, form);
    expect(analysed.statusCode).toBe(200);
    const { drawingId, analysisResult } = analysed.json();
    const plan = await createPlan({ ctx, user: parent, paid: true, drawingId });

    const response = await setup(parent, plan.id, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().plan).toMatchObject({
      baselineChildAge: 66,
      baselineCognitiveAge: analysisResult.cognitiveAge,
      baselineCognitiveAgeRange: analysisResult.cognitiveAgeRange,
    });
    expect(response.json().plan.baselineAnalysisResults.strengths).toEqual(analysisResult.strengths);
    expect(response.json().plan.baselineAnalysisResults.seen).toEqual(analysisResult.seen);
    expect(await weeksOf(plan.id)).toEqual(ALL_WEEKS);
    const [source] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, drawingId));
    expect((await planRow(plan.id)).baselineFileId).toBe(source!.fileId);
  });

  it('takes the age sent at setup over the free analysis, and claims an anonymous drawing', async () => {
    const parent = await createUser(ctx);
    const form = multipart({}, [imagePart()]);
    const analysed = await postForm(ctx, '/api/drawings/analyze', null, form);
    const plan = await createPlan({ ctx, user: parent, paid: true, drawingId: analysed.json().drawingId });
    expect((await setup(parent, plan.id, {})).json().message).toBe(MISSING);
    const response = await setup(parent, plan.id, { childAge: '48' });
    expect(response.statusCode).toBe(200);
    expect(response.json().plan.baselineChildAge).toBe(48);
    expect((await filesOf(parent.id)).map((f) => f.id)).toEqual([(await planRow(plan.id)).baselineFileId]);
  });
});

describe('the path from a free analysis (issue 35)', () => {
  const json = (url: string, user: TestUser, payload: object, method: 'POST' | 'PATCH' = 'POST') => parentRequest(ctx, { method, url, payload }, user);

  it('checkout keeps the birth month, set-up shows the drawing, and the plan starts with the weeks the preview showed', async () => {
    const parent = await createUser(ctx);
    const analysed = await postForm(ctx, '/api/drawings/analyze', null, multipart({ childAge: '66' }, [imagePart()]));
    const { drawingId, planPreview } = analysed.json();
    const intent = (await json('/api/create-payment-intent', parent, { drawingId })).json();
    const [drawingRow] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, drawingId));
    const born = new Date(drawingRow!.createdAt);
    born.setUTCMonth(born.getUTCMonth() - 66);
    expect(await planRow(intent.planId)).toMatchObject({ birthMonth: born.getUTCMonth() + 1, birthYear: born.getUTCFullYear() });
    await ctx.database.db.update(plans).set({ isPaid: true }).where(eq(plans.id, intent.planId));

    const before = Plan.parse((await parentRequest(ctx, { method: 'GET', url: `/api/plans/${intent.planId}` }, parent)).json().plan);
    expect(before.baselineImageUrl).toBe(`/api/files/${drawingRow!.fileId}`);
    const image = await parentRequest(ctx, { method: 'GET', url: before.baselineImageUrl! }, parent);
    expect(image.statusCode).toBe(200);

    // A month later by the set-up's calendar: the weeks are still the ones previewed.
    const response = await setup(parent, intent.planId, { childAge: '67' });
    expect(response.statusCode).toBe(200);
    const titles = (response.json().plan as Plan).planData!.challenges.map((c) => c.title);
    expect(titles).toEqual(planPreview.challenges.map((c: { title: string }) => c.title));
  });

  it('an analysis without an age gives no birth month: set-up asks for it, and the previewed weeks still hold', async () => {
    const parent = await createUser(ctx);
    const analysed = await postForm(ctx, '/api/drawings/analyze', null, multipart({}, [imagePart()]));
    const { drawingId, planPreview } = analysed.json();
    const intent = (await json('/api/create-payment-intent', parent, { drawingId })).json();
    expect(await planRow(intent.planId)).toMatchObject({ birthMonth: null, birthYear: null });
    await ctx.database.db.update(plans).set({ isPaid: true }).where(eq(plans.id, intent.planId));
    const response = await setup(parent, intent.planId, { childAge: '70' });
    expect(response.statusCode).toBe(200);
    expect((response.json().plan as Plan).planData!.challenges.slice(0, 3).map((c) => c.title)).toEqual(
      planPreview.challenges.slice(0, 3).map((c: { title: string }) => c.title),
    );
  });
});

describe('completeSetup when the analyser fails', () => {
  it.each([
    [
      'throws',
      async () => {
        throw new Error('model unavailable');
      },
    ],
    ['gives 25 weeks', async () => (await ctx.analyser.generatePlan({ stage: 'schematic', cognitiveAgeMonths: 72, areasForImprovement: ['x'] })).slice(1)],
  ])('writes nothing and removes the stored drawing when the generator %s', async (_case, generatePlan) => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, paid: true });
    const analyser = { ...ctx.analyser, generatePlan };
    const keysBefore = await ctx.storage.list();
    const attempt = completeSetup({ db: ctx.database.db, storage: ctx.storage, analyser, userId: parent.id, planId: plan.id, image: drawing, childAge: '60' });
    await expect(attempt).rejects.toThrow();
    expect(await filesOf(parent.id)).toHaveLength(0);
    expect(await weeksOf(plan.id)).toEqual([]);
    expect((await planRow(plan.id)).setupCompletedAt).toBeNull();
    expect(await ctx.storage.list()).toEqual(keysBefore);
  });
});

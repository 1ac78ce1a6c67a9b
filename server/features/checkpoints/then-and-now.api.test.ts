import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_MESSAGES, EvaluateCheckpointResponse } from '../../../contracts/checkpoints.ts';
import { PROGRESS_TEXTS } from '../../../contracts/progress.ts';
import { describeThenAndNow, THEN_AND_NOW_TEXTS, ThenAndNowResponse } from '../../../contracts/then-and-now.ts';
import { files, plans, submissionImages } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing, scribbleDrawing } from '../../../test/drawings.ts';
import { createUser, parentGet, type TestUser } from '../../../test/factories.ts';
import { textFile } from '../../../test/images.ts';
import { multipart, postForm, type FilePart } from '../../../test/multipart.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { storeImage } from '../files/store-image.ts';
import { checkpointRow, requestEvaluation, runCheckpointJob } from './checkpoints.fixture.ts';
import { THEN_AND_NOW_KEYS } from '../../../contracts/i18n/then-and-now-keys.ts';
import { translator } from '../../i18n/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const get = (url: string, user?: TestUser) => parentGet(ctx, url, user);
const evaluateWithDrawing = (user: TestUser, fields: Record<string, string>, parts: FilePart[]) => {
  const form = multipart(fields, parts);
  return postForm(ctx, '/api/cognitive-checkpoints/evaluate-with-drawing', user, form);
};
const imagePart = (data: Buffer, contentType = 'image/png'): FilePart => ({ field: 'image', filename: 'whole-person.png', contentType, data });
const rowOf = (planId: string, checkpointNumber: number) => checkpointRow(ctx, planId, checkpointNumber);
const runJob = (planId: string, checkpointNumber: number) => runCheckpointJob(ctx, planId, checkpointNumber);
const filesOf = async (ownerId: string) => (await ctx.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, ownerId))).length;

/**
 * A set-up plan whose baseline is a scribble (stored and measured, as setup leaves it) and whose
 * first four weeks have completed feedback with a drawing each.
 */
async function planReadyForCheckpoint({ measuredBaseline = true, setupDaysAgo = 30 } = {}) {
  const parent = await createUser(ctx);
  const plan = await createPlan({ ctx, user: parent, setUp: true, baselineRange: { min: 30, max: 50 } });
  const scribble = await scribbleDrawing();
  const { file } = await storeImage({ db: ctx.database.db, storage: ctx.storage, data: scribble, ownerId: parent.id, kind: 'drawing' });
  const measured = await ctx.analyser.analyzeDrawing({ image: { data: scribble, mimeType: 'image/png' }, difficulty: 'medium', challenge: 'general' });
  await ctx.database.db
    .update(plans)
    .set({
      baselineFileId: file.id,
      baselineFeatures: measuredBaseline ? measured.features : null,
      // Issue 32: a change is said only for drawings two weeks apart; tests say how long ago setup was.
      setupCompletedAt: new Date(Date.now() - setupDaysAgo * 24 * 60 * 60 * 1000),
    })
    .where(eq(plans.id, plan.id));
  for (let week = 1; week <= 4; week++) await createSubmission({ ctx, user: parent, plan, weekNumber: week, status: 'completed', withImage: true });
  return { parent, plan, baselineFileId: file.id, baselineFeatures: measured.features };
}

describe('GET /api/plans/:planId/then-and-now', { timeout: 120_000 }, () => {
  it("is 404 for another parent's plan and an id that is not a uuid, 401 signed out", async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const plan = await createPlan({ ctx, user: other, setUp: true });
    for (const url of [`/api/plans/${plan.id}/then-and-now`, '/api/plans/not-a-plan/then-and-now']) {
      const response = await get(url, parent);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
    expect((await get(`/api/plans/${plan.id}/then-and-now`)).statusCode).toBe(401);
  });

  it('says so plainly while no checkpoint has been evaluated', async () => {
    const { parent, plan } = await planReadyForCheckpoint();
    const response = await get(`/api/plans/${plan.id}/then-and-now`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'no-checkpoint', message: THEN_AND_NOW_TEXTS.noCheckpoint });
  });

  it('sets the whole-person checkpoint drawing beside the baseline, with the changes measured on the two', async () => {
    const { parent, plan, baselineFileId, baselineFeatures } = await planReadyForCheckpoint();
    const started = await evaluateWithDrawing(parent, { planId: plan.id, checkpointNumber: '1' }, [imagePart(await figureDrawing())]);
    expect(started.statusCode).toBe(200);
    expect(EvaluateCheckpointResponse.parse(started.json()).checkpoint.status).toBe('pending');
    const pending = await rowOf(plan.id, 1);
    expect(pending).toMatchObject({ wholePersonDrawing: true, status: 'pending' });
    const uploaded = pending!.drawingFileId!;

    expect(await runJob(plan.id, 1)).toBe('completed');
    const row = await rowOf(plan.id, 1);
    // The estimate and the stored measurements come from the whole-person drawing alone.
    expect(row).toMatchObject({ wholePersonDrawing: true, drawingFileId: uploaded });
    expect(row!.features).not.toBeNull();
    expect(row!.features!.closedShapes).toBeGreaterThan(baselineFeatures.closedShapes);
    expect(row!.analysis!.analysis).toMatch(/^Checkpoint 1 looked at your child's "whole person" drawing — the same prompt at every checkpoint/);

    const response = await get(`/api/plans/${plan.id}/then-and-now`, parent);
    expect(response.statusCode).toBe(200);
    const body = ThenAndNowResponse.parse(response.json());
    expect(body).toEqual({
      state: 'ready',
      then: { imageUrl: `/api/files/${baselineFileId}`, thumbUrl: `/api/files/${baselineFileId}?size=thumb` },
      now: {
        imageUrl: `/api/files/${uploaded}`,
        thumbUrl: `/api/files/${uploaded}?size=thumb`,
        checkpointNumber: 1,
        wholePersonDrawing: true,
        evaluatedAt: row!.evaluatedAt!.toISOString(),
      },
      changes: describeThenAndNow(baselineFeatures, row!.features!),
      notes: [THEN_AND_NOW_TEXTS.snapshot],
    });
    // A figure after a scribble: the measurements moved well beyond the noise.
    expect(body.state === 'ready' && body.changes.map((c) => c.kind)).toContain('more-parts');
    // The same card for a Spanish browser: the same changes, said in Spanish (issue 37).
    const spanish = ThenAndNowResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/plans/${plan.id}/then-and-now`, headers: { cookie: parent.cookie, 'accept-language': 'es' } })).json(),
    );
    const es = translator('es');
    expect(spanish.state === 'ready' && spanish.changes).toEqual(
      describeThenAndNow(baselineFeatures, row!.features!).map((change) => ({ ...change, sentence: es(THEN_AND_NOW_KEYS[change.kind]) })),
    );
    expect(spanish.state === 'ready' && spanish.notes).toEqual([es('report.changes.snapshot')]);
    expect(spanish.state === 'ready' && spanish.notes[0]).toMatch(/no un diagnóstico/);

    // Both pictures are the owner's only.
    const other = await createUser(ctx);
    for (const fileId of [baselineFileId, uploaded]) {
      expect((await get(`/api/files/${fileId}?size=thumb`, parent)).statusCode).toBe(200);
      expect((await get(`/api/files/${fileId}`, other)).statusCode).toBe(404);
    }
  });

  it("without a whole-person drawing uses a week's photo, keeps its measurements and says the subjects differ", async () => {
    const { parent, plan } = await planReadyForCheckpoint();
    const started = await requestEvaluation(ctx, parent, { planId: plan.id, checkpointNumber: 1 });
    expect(started.statusCode).toBe(200);
    expect(await runJob(plan.id, 1)).toBe('completed');
    const row = await rowOf(plan.id, 1);
    expect(row!.wholePersonDrawing).toBe(false);
    const weekPhotos = (await ctx.database.db.select({ fileId: submissionImages.fileId }).from(submissionImages)).map((r) => r.fileId);
    expect(weekPhotos).toContain(row!.drawingFileId);
    expect(row!.features).not.toBeNull();
    expect(row!.analysis!.analysis).toContain('no "whole person" drawing was added');

    const body = ThenAndNowResponse.parse((await get(`/api/plans/${plan.id}/then-and-now`, parent)).json());
    expect(body.state).toBe('ready');
    if (body.state !== 'ready') return;
    expect(body.now).toMatchObject({ wholePersonDrawing: false, imageUrl: `/api/files/${row!.drawingFileId}` });
    expect(body.notes).toEqual([THEN_AND_NOW_TEXTS.differentSubjects, THEN_AND_NOW_TEXTS.snapshot]);
  });

  it('compares nothing when the four weeks and the checkpoint came the same day as setup: no progress sentence anywhere (issue 32)', async () => {
    const { parent, plan } = await planReadyForCheckpoint({ setupDaysAgo: 0 });
    await evaluateWithDrawing(parent, { planId: plan.id, checkpointNumber: '1' }, [imagePart(await figureDrawing())]);
    expect(await runJob(plan.id, 1)).toBe('completed');
    const row = await rowOf(plan.id, 1);
    // The figure has far more parts than the scribble, but drawings minutes apart show no change.
    expect(row!.analysis!.analysis).toContain(PROGRESS_TEXTS.tooClose);
    const response = await get(`/api/plans/${plan.id}/then-and-now`, parent);
    const body = ThenAndNowResponse.parse(response.json());
    expect(body).toMatchObject({ state: 'ready', changes: [], notes: [PROGRESS_TEXTS.tooClose, THEN_AND_NOW_TEXTS.snapshot] });
    const list = await get(`/api/cognitive-checkpoints/${plan.id}`, parent);
    const growth = await get(`/api/plans/${plan.id}/growth`, parent);
    for (const text of [row!.analysis!.analysis, response.body, list.body, growth.body]) {
      expect(text).not.toMatch(/progress|up from|new skills|step on|more developed|more parts|more colours|whole page now/i);
    }
  });

  it('shows both drawings without invented changes when the baseline was never measured', async () => {
    const { parent, plan } = await planReadyForCheckpoint({ measuredBaseline: false });
    await evaluateWithDrawing(parent, { planId: plan.id, checkpointNumber: '1' }, [imagePart(await figureDrawing())]);
    expect(await runJob(plan.id, 1)).toBe('completed');
    const body = ThenAndNowResponse.parse((await get(`/api/plans/${plan.id}/then-and-now`, parent)).json());
    expect(body).toMatchObject({ state: 'ready', changes: [], notes: [THEN_AND_NOW_TEXTS.notMeasured, THEN_AND_NOW_TEXTS.snapshot] });
  });
});

describe('POST /api/cognitive-checkpoints/evaluate-with-drawing', { timeout: 60_000 }, () => {
  it("refuses another parent's plan before reading the drawing, and leaves nothing behind", async () => {
    const { plan } = await planReadyForCheckpoint();
    const stranger = await createUser(ctx);
    const response = await evaluateWithDrawing(stranger, { planId: plan.id, checkpointNumber: '1' }, [imagePart(await figureDrawing())]);
    expect(response.statusCode).toBe(404);
    expect(await rowOf(plan.id, 1)).toBeUndefined();
    expect(await filesOf(stranger.id)).toBe(0);
  });

  it('asks for the photo when none is sent, and refuses a file that is not an image (nothing half-written)', async () => {
    const { parent, plan } = await planReadyForCheckpoint();
    const before = await filesOf(parent.id);
    const missing = await evaluateWithDrawing(parent, { planId: plan.id, checkpointNumber: '1' }, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CHECKPOINT_MESSAGES.wholePersonMissing);
    const notImage = await evaluateWithDrawing(parent, { planId: plan.id, checkpointNumber: '1' }, [imagePart(textFile(), 'image/png')]);
    expect(notImage.statusCode).toBeGreaterThanOrEqual(400);
    expect(notImage.statusCode).toBeLessThan(500);
    const badNumber = await evaluateWithDrawing(parent, { planId: plan.id, checkpointNumber: '9' }, [imagePart(await figureDrawing())]);
    expect(badNumber.statusCode).toBe(400);
    expect(await rowOf(plan.id, 1)).toBeUndefined();
    expect(await filesOf(parent.id)).toBe(before);
  });

  it('refuses a checkpoint that is not open yet and removes the stored drawing again', async () => {
    const { parent, plan } = await planReadyForCheckpoint();
    const before = await filesOf(parent.id);
    const response = await evaluateWithDrawing(parent, { planId: plan.id, checkpointNumber: '2' }, [imagePart(await figureDrawing())]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CHECKPOINT_MESSAGES.notReady(2));
    expect(await filesOf(parent.id)).toBe(before);
  });
});

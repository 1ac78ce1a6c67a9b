import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drawings, files, plans, submissionImages } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { simpleJpeg } from '../../../test/images.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { storeImage } from '../files/store-image.ts';

let ctx: TestContext;
let parent: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const remove = (planId: string) => ctx.app.inject({ method: 'DELETE', url: `/api/plans/${planId}`, headers: { origin: TEST_ORIGIN, cookie: parent.cookie } });

/** A free analysis of the parent's, as a purchase may start from. */
async function freeAnalysis() {
  const { file } = await storeImage({ db: ctx.database.db, storage: ctx.storage, data: await simpleJpeg(120, 90), ownerId: parent.id, kind: 'drawing' });
  const [drawing] = await ctx.database.db
    .insert(drawings)
    .values({
      userId: parent.id,
      fileId: file.id,
      childAgeMonths: 60,
      difficulty: 'easy',
      challenge: 'general',
      analysis: {} as never,
      features: {} as never,
      planPreview: {} as never,
      analyser: 'local',
    })
    .returning();
  return { drawing: drawing!, file };
}

it('removes an unpaid plan with its files, every size, and keeps the free analysis it started from', async () => {
  const start = await freeAnalysis();
  const plan = await createPlan({ ctx, user: parent, drawingId: start.drawing.id });
  // Unpaid plans rarely have files; these stand for any a plan can hold.
  const { file: baseline } = await storeImage({
    db: ctx.database.db,
    storage: ctx.storage,
    data: await simpleJpeg(120, 90),
    ownerId: parent.id,
    kind: 'drawing',
  });
  await ctx.database.db.update(plans).set({ baselineFileId: baseline.id }).where(eq(plans.id, plan.id));
  const submission = await createSubmission({ ctx, user: parent, plan, weekNumber: 1, withImage: true });
  const [image] = await ctx.database.db.select().from(submissionImages).where(eq(submissionImages.submissionId, submission.id));
  const [photo] = await ctx.database.db.select().from(files).where(eq(files.id, image!.fileId));

  const response = await remove(plan.id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ archived: false });

  const left = await ctx.database.db
    .select({ id: files.id })
    .from(files)
    .where(inArray(files.id, [baseline.id, photo!.id, start.file.id]));
  expect(left.map((f) => f.id)).toEqual([start.file.id]);
  for (const key of [baseline.storageKey, baseline.thumbKey!, photo!.storageKey, photo!.thumbKey!]) expect(await ctx.storage.exists(key), key).toBe(false);
  expect(await ctx.storage.exists(start.file.storageKey)).toBe(true);
});

it('archives a paid plan and keeps its files', async () => {
  const plan = await createPlan({ ctx, user: parent, paid: true });
  const submission = await createSubmission({ ctx, user: parent, plan, weekNumber: 1, withImage: true });
  const [image] = await ctx.database.db.select().from(submissionImages).where(eq(submissionImages.submissionId, submission.id));
  const [photo] = await ctx.database.db.select().from(files).where(eq(files.id, image!.fileId));

  expect((await remove(plan.id)).json()).toEqual({ archived: true });
  expect(await ctx.storage.exists(photo!.storageKey)).toBe(true);
  expect((await remove('not-a-plan')).statusCode).toBe(404);
});

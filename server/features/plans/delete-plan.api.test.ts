import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { files, plans, submissionImages } from '../../db/schema/index.ts';
import { TEST_ORIGIN } from '../../../test/api-harness.ts';
import { insertFreeAnalysis } from '../../../test/free-analysis-factories.ts';
import { simpleJpeg } from '../../../test/images.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { storeImage } from '../files/store-image.ts';

const t = testAppWithPeople({ parent: {} });

const remove = (planId: string) =>
  t.ctx.app.inject({ method: 'DELETE', url: `/api/plans/${planId}`, headers: { origin: TEST_ORIGIN, cookie: t.parent.cookie } });

/** A free analysis of the parent's, as a purchase may start from. */
async function freeAnalysis() {
  const { file } = await storeImage({ db: t.ctx.database.db, storage: t.ctx.storage, data: await simpleJpeg(120, 90), ownerId: t.parent.id, kind: 'drawing' });
  const drawing = await insertFreeAnalysis(t.ctx, { userId: t.parent.id, fileId: file.id });
  return { drawing, file };
}

it('removes an unpaid plan with its files, every size, and keeps the free analysis it started from', async () => {
  const start = await freeAnalysis();
  const plan = await createPlan({ ctx: t.ctx, user: t.parent, drawingId: start.drawing.id });
  // Unpaid plans rarely have files; these stand for any a plan can hold.
  const { file: baseline } = await storeImage({
    db: t.ctx.database.db,
    storage: t.ctx.storage,
    data: await simpleJpeg(120, 90),
    ownerId: t.parent.id,
    kind: 'drawing',
  });
  await t.ctx.database.db.update(plans).set({ baselineFileId: baseline.id }).where(eq(plans.id, plan.id));
  const submission = await createSubmission({ ctx: t.ctx, user: t.parent, plan, weekNumber: 1, withImage: true });
  const [image] = await t.ctx.database.db.select().from(submissionImages).where(eq(submissionImages.submissionId, submission.id));
  const [photo] = await t.ctx.database.db.select().from(files).where(eq(files.id, image!.fileId));

  const response = await remove(plan.id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ archived: false });

  const left = await t.ctx.database.db
    .select({ id: files.id })
    .from(files)
    .where(inArray(files.id, [baseline.id, photo!.id, start.file.id]));
  expect(left.map((f) => f.id)).toEqual([start.file.id]);
  for (const key of [baseline.storageKey, baseline.thumbKey!, photo!.storageKey, photo!.thumbKey!]) expect(await t.ctx.storage.exists(key), key).toBe(false);
  expect(await t.ctx.storage.exists(start.file.storageKey)).toBe(true);
});

it('archives a paid plan and keeps its files', async () => {
  const plan = await createPlan({ ctx: t.ctx, user: t.parent, paid: true });
  const submission = await createSubmission({ ctx: t.ctx, user: t.parent, plan, weekNumber: 1, withImage: true });
  const [image] = await t.ctx.database.db.select().from(submissionImages).where(eq(submissionImages.submissionId, submission.id));
  const [photo] = await t.ctx.database.db.select().from(files).where(eq(files.id, image!.fileId));

  expect((await remove(plan.id)).json()).toEqual({ archived: true });
  expect(await t.ctx.storage.exists(photo!.storageKey)).toBe(true);
  expect((await remove('not-a-plan')).statusCode).toBe(404);
});

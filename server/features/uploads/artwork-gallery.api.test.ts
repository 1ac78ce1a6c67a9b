import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type GalleryDrawing } from '../../../contracts/shop.ts';
import { files } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { insertFreeAnalysis } from '../../../test/free-analysis-factories.ts';
import { insertArtwork, startCheckout, tshirtCheckout } from '../../../test/order-factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { storeImage } from '../files/store-image.ts';

let ctx: TestContext;
let parent: TestUser;
let otherParent: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx);
  otherParent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const gallery = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/api/shop/drawings', headers: cookie ? { cookie } : {} });
const fromDrawing = (payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/product-image/from-drawing', headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

async function freeAnalysisOf(user: TestUser) {
  const { file } = await storeImage({ db: ctx.database.db, storage: ctx.storage, data: await figureDrawing(), ownerId: user.id, kind: 'drawing' });
  await insertFreeAnalysis(ctx, { userId: user.id, fileId: file.id });
  return file.id;
}

describe("the artwork from the child's own gallery (issue 35)", () => {
  it("lists the parent's week photos and free analyses, newest first, and nobody else's", async () => {
    const freeFile = await freeAnalysisOf(parent);
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Mia' });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1, status: 'completed', withImage: true });
    await freeAnalysisOf(otherParent);

    const response = await gallery(parent.cookie);
    expect(response.statusCode).toBe(200);
    const drawings = response.json() as GalleryDrawing[];
    expect(drawings[0]).toMatchObject({ label: 'Mia · Week 1: Week 1 challenge' });
    expect(drawings.find((d) => d.fileId === freeFile)).toMatchObject({ label: 'Free analysis', imageUrl: `/api/files/${freeFile}` });
    expect(drawings.map((d) => Date.parse(d.createdAt))).toEqual(drawings.map((d) => Date.parse(d.createdAt)).sort((a, b) => b - a));
    for (const drawing of drawings) {
      const served = await ctx.app.inject({ method: 'GET', url: drawing.imageUrl, headers: { cookie: parent.cookie } });
      expect(served.statusCode).toBe(200);
    }
    expect((await gallery(otherParent.cookie)).json()).toHaveLength(1);
    expect((await gallery()).statusCode).toBe(401);
  });

  it('copies a chosen drawing into a new artwork of its own, which checks out', async () => {
    const drawingFile = await freeAnalysisOf(parent);
    const response = await fromDrawing({ fileId: drawingFile }, parent.cookie);
    expect(response.statusCode).toBe(200);
    const { objectPath, wholePhotoPath } = response.json() as { objectPath: string; wholePhotoPath: string | null };
    expect(wholePhotoPath).toBeNull();
    const artworkId = objectPath.split('/').pop()!;
    expect(artworkId).not.toBe(drawingFile);
    const [artwork] = await ctx.database.db.select().from(files).where(eq(files.id, artworkId));
    expect(artwork).toMatchObject({ ownerId: parent.id, kind: 'artwork' });
    expect(artwork!.originalKey).toBeTruthy();
    expect((await startCheckout(ctx, parent.cookie, tshirtCheckout(objectPath))).orderId).toBeTruthy();
  });

  it("refuses another parent's drawing, a file that is no drawing, and a made-up id: 404, nothing stored", async () => {
    const othersDrawing = await freeAnalysisOf(otherParent);
    const ownArtwork = await insertArtwork(ctx, parent.id);
    const before = (await ctx.database.db.select({ id: files.id }).from(files)).length;
    for (const fileId of [othersDrawing, ownArtwork.fileId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await fromDrawing({ fileId }, parent.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: ORDER_MESSAGES.drawingNotFound });
    }
    expect((await ctx.database.db.select({ id: files.id }).from(files)).length).toBe(before);
    expect((await fromDrawing({}, parent.cookie)).statusCode).toBe(400);
    expect((await fromDrawing({ fileId: othersDrawing })).statusCode).toBe(401);
  });
});

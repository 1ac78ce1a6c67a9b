import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { startCheckout, tshirtCheckout } from '../../../test/order-factories.ts';
import { claimProductImage, putToUploadUrl, requestUploadUrl } from '../../../test/uploads.ts';
import { PAPER_ON_TABLE, paperOnTable } from './paper-photo.fixture.ts';

let ctx: TestContext;
let parent: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const fileOf = async (path: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(files)
    .where(eq(files.id, path.split('/').pop()!));
  return row!;
};

async function upload(bytes: Buffer) {
  const uploadURL = await requestUploadUrl(ctx, parent.cookie);
  expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, bytes, 'image/jpeg')).statusCode).toBe(200);
  const claimed = await claimProductImage(ctx, parent.cookie, uploadURL);
  expect(claimed.statusCode).toBe(200);
  return { uploadURL, answer: claimed.json() as { objectPath: string; wholePhotoPath: string | null } };
}

describe('PUT /api/product-image: the artwork cut to the paper (issue 35)', () => {
  it('cuts a photo of paper on a darker table to the paper, keeps the whole photo, and answers both again', async () => {
    const { uploadURL, answer } = await upload(await paperOnTable());
    expect(answer.wholePhotoPath).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(answer.objectPath).not.toBe(answer.wholePhotoPath);

    const artwork = await fileOf(answer.objectPath);
    const whole = await fileOf(answer.wholePhotoPath!);
    const { paper } = PAPER_ON_TABLE;
    // The print copy is the sheet, each edge within 1 % of the photo's side (2 % for both); the whole photo is as taken.
    expect(paper.width - artwork.originalWidth!).toBeLessThanOrEqual(PAPER_ON_TABLE.width * 0.02);
    expect(paper.height - artwork.originalHeight!).toBeLessThanOrEqual(PAPER_ON_TABLE.height * 0.02);
    expect(artwork.originalWidth! <= paper.width && artwork.originalHeight! <= paper.height).toBe(true);
    expect([whole.originalWidth, whole.originalHeight]).toEqual([PAPER_ON_TABLE.width, PAPER_ON_TABLE.height]);
    expect([artwork.ownerId, whole.ownerId, artwork.kind, whole.kind]).toEqual([parent.id, parent.id, 'artwork', 'artwork']);

    // The cut has no table left at its edges: its border is paper-bright.
    const served = await ctx.app.inject({ method: 'GET', url: answer.objectPath, headers: { cookie: parent.cookie } });
    const { data, info } = await sharp(served.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
    const edge = [data[0]!, data[info.width - 1]!, data[(info.height - 1) * info.width]!, data[data.length - 1]!];
    for (const value of edge) expect(value).toBeGreaterThan(200);

    const again = await claimProductImage(ctx, parent.cookie, uploadURL);
    expect(again.json()).toEqual(answer);
  });

  it('lets the parent order the whole photo instead', async () => {
    const { answer } = await upload(await paperOnTable());
    const { orderId } = await startCheckout(ctx, parent.cookie, tshirtCheckout(answer.wholePhotoPath!));
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cuts nothing from a drawing that fills the picture', async () => {
    const { answer } = await upload(await figureDrawing());
    expect(answer.wholePhotoPath).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '../../../contracts/shop.ts';
import { files } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { startS3rver } from '../../../test/s3rver.ts';
import { claimProductImage, putToUploadUrl, requestUploadUrl, uploadArtwork } from '../../../test/uploads.ts';

let ctx: TestContext;
let s3: Awaited<ReturnType<typeof startS3rver>>;
let parent: TestUser;
let otherParent: TestUser;

beforeAll(async () => {
  s3 = await startS3rver();
  ctx = await createTestApp(s3.env);
  parent = await createUser(ctx);
  otherParent = await createUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const ticketIdOf = (uploadURL: string) => /uploads\/([0-9a-f-]{36})\/original/.exec(new URL(uploadURL).pathname)![1]!;

it('hands out a presigned S3 PUT URL that expires in 15 minutes', async () => {
  expect(ctx.storage.kind).toBe('s3');
  const uploadURL = await requestUploadUrl(ctx, parent.cookie);
  const url = new URL(uploadURL);
  expect(url.origin).toBe(s3.endpoint);
  expect(url.pathname).toMatch(new RegExp(`^/${s3.bucket}/uploads/[0-9a-f-]{36}/original$`));
  expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  // The page's CSP lets the browser send the PUT there.
  const page = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(String(page.headers['content-security-policy'])).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint.replace(/[.]/g, '\\.')}`));
  // Our own PUT target does not exist in S3 mode.
  const ours = await putToUploadUrl(ctx, parent.cookie, `http://localhost:3000/api/uploads/${ticketIdOf(uploadURL)}?token=x`, Buffer.from('x'));
  expect(ours.statusCode).toBe(404);
  const signedOut = await ctx.app.inject({
    method: 'PUT',
    url: `/api/uploads/${ticketIdOf(uploadURL)}?token=x`,
    payload: Buffer.from('x'),
    headers: { 'content-type': 'image/png' },
  });
  expect(signedOut.statusCode).toBe(404);
});

it('turns a direct S3 upload into artwork and removes the raw upload afterwards', async () => {
  const { objectPath, uploadURL } = await uploadArtwork(ctx, parent.cookie, await figureDrawing());
  expect(objectPath).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  const fileId = objectPath.split('/').pop()!;
  const [file] = await ctx.database.db.select().from(files).where(eq(files.id, fileId));
  expect(file).toMatchObject({ ownerId: parent.id, kind: 'artwork' });
  expect(await ctx.storage.list(`uploads/${ticketIdOf(uploadURL)}/`)).toEqual([]);
  expect(await ctx.storage.list('artwork/')).toEqual(expect.arrayContaining([file!.storageKey, file!.thumbKey]));

  const served = await ctx.app.inject({ method: 'GET', url: objectPath, headers: { cookie: parent.cookie } });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect((await ctx.app.inject({ method: 'GET', url: objectPath, headers: { cookie: otherParent.cookie } })).statusCode).toBe(404);

  // Idempotent: the same upload answers the same artwork.
  expect((await claimProductImage(ctx, parent.cookie, uploadURL)).json()).toEqual({ objectPath, wholePhotoPath: null });
});

it('lets only the parent who asked for the URL turn the object into artwork', async () => {
  const uploadURL = await requestUploadUrl(ctx, parent.cookie);
  expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, await figureDrawing())).statusCode).toBe(200);
  const foreign = await claimProductImage(ctx, otherParent.cookie, uploadURL);
  expect(foreign.statusCode).toBe(404);
  expect(await ctx.storage.exists(`uploads/${ticketIdOf(uploadURL)}/original`)).toBe(true);
});

it('asks for the upload first when the bucket has no object yet', async () => {
  const uploadURL = await requestUploadUrl(ctx, parent.cookie);
  const response = await claimProductImage(ctx, parent.cookie, uploadURL);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(SHOP_MESSAGES.shirtMissing);
});

it('refuses a non-image (415) and an object over 20 MB (413), removing both', async () => {
  const textURL = await requestUploadUrl(ctx, parent.cookie);
  expect((await putToUploadUrl(ctx, parent.cookie, textURL, Buffer.from('%PDF-1.7 not a drawing'), 'application/pdf')).statusCode).toBe(200);
  const notImage = await claimProductImage(ctx, parent.cookie, textURL);
  expect(notImage.statusCode).toBe(415);
  expect(notImage.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: SHOP_MESSAGES.notAnImage });
  expect(await ctx.storage.exists(`uploads/${ticketIdOf(textURL)}/original`)).toBe(false);

  // A presigned URL cannot cap the size, so the check happens before the object is read.
  const bigURL = await requestUploadUrl(ctx, parent.cookie);
  expect((await putToUploadUrl(ctx, parent.cookie, bigURL, Buffer.alloc(21 * 1024 * 1024, 1))).statusCode).toBe(200);
  const tooLarge = await claimProductImage(ctx, parent.cookie, bigURL);
  expect(tooLarge.statusCode).toBe(413);
  expect(tooLarge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: SHOP_MESSAGES.tooLarge });
  expect(await ctx.storage.exists(`uploads/${ticketIdOf(bigURL)}/original`)).toBe(false);
});

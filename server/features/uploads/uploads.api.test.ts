import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTWORK_MAX_BYTES, SHOP_MESSAGES } from '../../../contracts/shop.ts';
import { files, uploadTickets } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { circleDrawing, figureDrawing } from '../../../test/drawings.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { claimProductImage, putToUploadUrl, requestUploadUrl, uploadArtwork } from '../../../test/uploads.ts';
import { hashSecret } from './upload-link.ts';
import sharp from 'sharp';

let ctx: TestContext;
let parent: TestUser;
let otherParent: TestUser;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx);
  otherParent = await createUser(ctx);
  png = await figureDrawing();
});
afterAll(async () => ctx?.close());

const ticketIdOf = (uploadURL: string) => new URL(uploadURL).pathname.split('/').pop()!;
const getFile = (objectPath: string, cookie: string) => ctx.app.inject({ method: 'GET', url: objectPath, headers: { cookie } });

describe('POST /api/objects/upload', () => {
  it("gives a signed-in parent a one-time URL on our own server, storing only the secret's hash", async () => {
    const before = Date.now();
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const url = new URL(uploadURL);
    expect(url.origin).toBe(TEST_ORIGIN);
    expect(url.pathname).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const token = url.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [ticket] = await ctx.database.db
      .select()
      .from(uploadTickets)
      .where(eq(uploadTickets.id, ticketIdOf(uploadURL)));
    expect(ticket).toMatchObject({
      userId: parent.id,
      storageKey: `uploads/${ticket!.id}/original`,
      tokenHash: hashSecret(token),
      uploadedAt: null,
      consumedAt: null,
    });
    expect(JSON.stringify(ticket)).not.toContain(token);
    const ttl = ticket!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);
  });

  it('is for signed-in parents only', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { origin: TEST_ORIGIN } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the whole upload flow', () => {
  it('turns the uploaded PNG into artwork served to its owner only, and removes the raw upload', async () => {
    const { objectPath, uploadURL } = await uploadArtwork(ctx, parent.cookie, png);
    expect(objectPath).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const mine = await getFile(objectPath, parent.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect((await getFile(objectPath, otherParent.cookie)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: objectPath })).statusCode).toBe(401);

    const [file] = await ctx.database.db
      .select()
      .from(files)
      .where(eq(files.id, objectPath.split('/').pop()!));
    expect(file).toMatchObject({ ownerId: parent.id, kind: 'artwork', mimeType: 'image/jpeg' });
    expect(await ctx.storage.exists(`uploads/${ticketIdOf(uploadURL)}/original`)).toBe(false);

    // Asking again for the same upload is harmless: the same artwork, no second file.
    const again = await claimProductImage(ctx, parent.cookie, uploadURL);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ objectPath, wholePhotoPath: null });
    const artwork = await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id));
    expect(artwork.filter((f) => f.kind === 'artwork' && f.id === file!.id)).toHaveLength(1);
  });

  it('accepts a JPEG, whatever content type the browser names', async () => {
    const jpeg = await sharp(await circleDrawing())
      .jpeg()
      .toBuffer();
    const { objectPath } = await uploadArtwork(ctx, parent.cookie, jpeg, 'application/octet-stream');
    expect((await getFile(objectPath, parent.cookie)).statusCode).toBe(200);
  });

  it('takes the path of the URL only: the upload URL without host or token finds the same ticket', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, png)).statusCode).toBe(200);
    const response = await claimProductImage(ctx, parent.cookie, new URL(uploadURL).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.json().objectPath).toMatch(/^\/api\/files\//);
  });
});

describe('PUT to the upload URL', () => {
  it('works once: a second PUT is refused', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const first = await putToUploadUrl(ctx, parent.cookie, uploadURL, png);
    expect(first.statusCode).toBe(200);
    const second = await putToUploadUrl(ctx, parent.cookie, uploadURL, png);
    expect(second.statusCode).toBe(409);
    expect(JSON.parse(second.body)).toEqual({ code: 'CONFLICT', message: SHOP_MESSAGES.uploadUsed });
  });

  it('lets exactly one of several racing PUTs through', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const results = await Promise.all(Array.from({ length: 5 }, () => putToUploadUrl(ctx, parent.cookie, uploadURL, png)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('works only for its owner: another parent gets 404 for the PUT and for product-image', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const foreignPut = await putToUploadUrl(ctx, otherParent.cookie, uploadURL, png);
    expect(foreignPut.statusCode).toBe(404);
    expect(await ctx.storage.exists(`uploads/${ticketIdOf(uploadURL)}/original`)).toBe(false);

    expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, png)).statusCode).toBe(200);
    const foreignClaim = await claimProductImage(ctx, otherParent.cookie, uploadURL);
    expect(foreignClaim.statusCode).toBe(404);
    expect(foreignClaim.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The owner's upload is untouched by the attempt.
    expect((await claimProductImage(ctx, parent.cookie, uploadURL)).statusCode).toBe(200);
  });

  it('needs a signed-in parent and the right secret', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const url = new URL(uploadURL);
    const signedOut = await ctx.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'image/png' },
      payload: png,
    });
    expect(signedOut.statusCode).toBe(401);
    const wrongToken = await putToUploadUrl(ctx, parent.cookie, `${TEST_ORIGIN}${url.pathname}?token=not-the-secret`, png);
    expect(wrongToken.statusCode).toBe(404);
    const noToken = await putToUploadUrl(ctx, parent.cookie, `${TEST_ORIGIN}${url.pathname}`, png);
    expect(noToken.statusCode).toBe(404);
    const unknown = await putToUploadUrl(ctx, parent.cookie, `${TEST_ORIGIN}/api/uploads/not-a-ticket?token=x`, png);
    expect(unknown.statusCode).toBe(404);
    // None of that spent the ticket.
    expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, png)).statusCode).toBe(200);
  });

  it('refuses an expired URL', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    await ctx.database.db
      .update(uploadTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadTickets.id, ticketIdOf(uploadURL)));
    const response = await putToUploadUrl(ctx, parent.cookie, uploadURL, png);
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ code: 'FORBIDDEN', message: SHOP_MESSAGES.uploadUsed });
    expect(await ctx.storage.exists(`uploads/${ticketIdOf(uploadURL)}/original`)).toBe(false);
  });

  it('refuses a file over 20 MB with 413 and keeps the URL usable', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const response = await putToUploadUrl(ctx, parent.cookie, uploadURL, Buffer.alloc(21 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: SHOP_MESSAGES.tooLarge });
    expect(await ctx.storage.exists(`uploads/${ticketIdOf(uploadURL)}/original`)).toBe(false);
    expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, png)).statusCode).toBe(200);
  });

  it('accepts a file of exactly 20 MB as far as size goes', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const response = await putToUploadUrl(ctx, parent.cookie, uploadURL, Buffer.alloc(ARTWORK_MAX_BYTES, 1), 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    // …but 20 MB of nothing is not a picture.
    const claimed = await claimProductImage(ctx, parent.cookie, uploadURL);
    expect(claimed.statusCode).toBe(415);
  });

  it('refuses an empty body', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const response = await putToUploadUrl(ctx, parent.cookie, uploadURL, Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/product-image', () => {
  it.each([
    ['a text file', Buffer.from('hello, this is not a drawing'), 'text/plain'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), 'application/pdf'],
    ['a PDF sent as image/png', Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'image/png'],
  ])('refuses %s with 415 and removes it', async (_name, bytes, contentType) => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, bytes, contentType)).statusCode).toBe(200);
    const response = await claimProductImage(ctx, parent.cookie, uploadURL);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: SHOP_MESSAGES.notAnImage });
    expect(await ctx.storage.exists(`uploads/${ticketIdOf(uploadURL)}/original`)).toBe(false);
  });

  it('refuses images other than PNG or JPG (here WebP)', async () => {
    const webp = await sharp(png).webp().toBuffer();
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, webp, 'image/webp')).statusCode).toBe(200);
    const response = await claimProductImage(ctx, parent.cookie, uploadURL);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(SHOP_MESSAGES.notAnImage);
  });

  it('refuses a raw object over 20 MB with 413', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const ticketId = ticketIdOf(uploadURL);
    // Only an S3 PUT could get here with more; the check must hold whatever the route in front of it.
    await ctx.storage.put(`uploads/${ticketId}/original`, Buffer.alloc(ARTWORK_MAX_BYTES + 1, 1), 'application/octet-stream');
    await ctx.database.db.update(uploadTickets).set({ uploadedAt: new Date() }).where(eq(uploadTickets.id, ticketId));
    const response = await claimProductImage(ctx, parent.cookie, uploadURL);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: SHOP_MESSAGES.tooLarge });
    expect(await ctx.storage.exists(`uploads/${ticketId}/original`)).toBe(false);
  });

  it('asks for the upload first when nothing was uploaded yet', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    const response = await claimProductImage(ctx, parent.cookie, uploadURL);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: SHOP_MESSAGES.shirtMissing });
  });

  it.each([
    ['an unrelated URL', 'https://example.com/cat.png'],
    ['an unknown ticket', `${TEST_ORIGIN}/api/uploads/00000000-0000-4000-8000-000000000000`],
    ['a file path', '/api/files/00000000-0000-4000-8000-000000000000'],
  ])('answers 404 for %s', async (_name, imageURL) => {
    const response = await claimProductImage(ctx, parent.cookie, imageURL);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('validates the body and needs a signed-in parent', async () => {
    const empty = await claimProductImage(ctx, parent.cookie, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please upload an image first', fields: { imageURL: 'Please upload an image first' } });
    const signedOut = await ctx.app.inject({ method: 'PUT', url: '/api/product-image', headers: { origin: TEST_ORIGIN }, payload: { imageURL: 'x' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('makes one artwork of two racing requests for the same upload', async () => {
    const uploadURL = await requestUploadUrl(ctx, parent.cookie);
    expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, png)).statusCode).toBe(200);
    const before = (await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id))).length;
    const results = await Promise.all([1, 2, 3].map(() => claimProductImage(ctx, parent.cookie, uploadURL)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().objectPath)).size).toBe(1);
    const after = (await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id))).length;
    expect(after - before).toBe(1);
    const keys = await ctx.storage.list('artwork/');
    const fileId = results[0]!.json().objectPath.split('/').pop();
    // Display, thumbnail and the full-resolution original to print.
    expect(keys.filter((k) => k.includes(fileId))).toHaveLength(3);
  });
});

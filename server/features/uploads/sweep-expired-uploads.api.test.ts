import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadTickets } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { putToUploadUrl, requestUploadUrl, uploadArtwork } from '../../../test/uploads.ts';
import { sweepExpiredUploads, UPLOAD_GRACE_MS } from './sweep-expired-uploads.ts';

let ctx: TestContext;
let parent: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const ticketIdOf = (uploadURL: string) => new URL(uploadURL).pathname.split('/').pop()!;

it('removes raw uploads nobody turned into artwork once their URL is long expired, and keeps the artwork', async () => {
  const png = await figureDrawing();
  const abandonedURL = await requestUploadUrl(ctx, parent.cookie);
  expect((await putToUploadUrl(ctx, parent.cookie, abandonedURL, png)).statusCode).toBe(200);
  const freshURL = await requestUploadUrl(ctx, parent.cookie);
  expect((await putToUploadUrl(ctx, parent.cookie, freshURL, png)).statusCode).toBe(200);
  const { objectPath, uploadURL: usedURL } = await uploadArtwork(ctx, parent.cookie, png);

  const longAgo = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000);
  for (const url of [abandonedURL, usedURL]) {
    await ctx.database.db
      .update(uploadTickets)
      .set({ expiresAt: longAgo })
      .where(eq(uploadTickets.id, ticketIdOf(url)));
  }

  expect(await sweepExpiredUploads({ db: ctx.database.db, storage: ctx.storage })).toBe(2);
  expect(await ctx.storage.list('uploads/')).toEqual([`uploads/${ticketIdOf(freshURL)}/original`]);
  const left = await ctx.database.db.select({ id: uploadTickets.id }).from(uploadTickets);
  expect(left.map((t) => t.id)).toEqual([ticketIdOf(freshURL)]);
  expect((await ctx.app.inject({ method: 'GET', url: objectPath, headers: { cookie: parent.cookie } })).statusCode).toBe(200);

  // A second run finds nothing left.
  expect(await sweepExpiredUploads({ db: ctx.database.db, storage: ctx.storage })).toBe(0);
});

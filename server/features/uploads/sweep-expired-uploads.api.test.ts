import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploadTickets } from '../../db/schema/index.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { putToUploadUrl, requestUploadUrl, uploadArtwork } from '../../../test/uploads.ts';
import { sweepExpiredUploads, UPLOAD_GRACE_MS } from './sweep-expired-uploads.ts';

const t = testAppWithPeople({ parent: {} });

const ticketIdOf = (uploadURL: string) => new URL(uploadURL).pathname.split('/').pop()!;

it('removes raw uploads nobody turned into artwork once their URL is long expired, and keeps the artwork', async () => {
  const png = await figureDrawing();
  const abandonedURL = await requestUploadUrl(t.ctx, t.parent.cookie);
  expect((await putToUploadUrl(t.ctx, t.parent.cookie, abandonedURL, png)).statusCode).toBe(200);
  const freshURL = await requestUploadUrl(t.ctx, t.parent.cookie);
  expect((await putToUploadUrl(t.ctx, t.parent.cookie, freshURL, png)).statusCode).toBe(200);
  const { objectPath, uploadURL: usedURL } = await uploadArtwork(t.ctx, t.parent.cookie, png);

  const longAgo = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000);
  for (const url of [abandonedURL, usedURL]) {
    await t.ctx.database.db
      .update(uploadTickets)
      .set({ expiresAt: longAgo })
      .where(eq(uploadTickets.id, ticketIdOf(url)));
  }

  expect(await sweepExpiredUploads({ db: t.ctx.database.db, storage: t.ctx.storage })).toBe(2);
  expect(await t.ctx.storage.list('uploads/')).toEqual([`uploads/${ticketIdOf(freshURL)}/original`]);
  const left = await t.ctx.database.db.select({ id: uploadTickets.id }).from(uploadTickets);
  expect(left.map((t) => t.id)).toEqual([ticketIdOf(freshURL)]);
  expect((await t.ctx.app.inject({ method: 'GET', url: objectPath, headers: { cookie: t.parent.cookie } })).statusCode).toBe(200);

  // A second run finds nothing left.
  expect(await sweepExpiredUploads({ db: t.ctx.database.db, storage: t.ctx.storage })).toBe(0);
});

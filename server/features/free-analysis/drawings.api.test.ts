import exifr from 'exifr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawings, files } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser } from '../../../test/factories.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { fakeJpeg, phonePhotoWithGps, svgFile } from '../../../test/images.ts';
import { blankSheet, continuousTonePhoto } from '../../../test/not-drawings.ts';
import { multipart, postForm } from '../../../test/multipart.ts';
import { purgeAnonymousDrawings } from '../../jobs/purge-anonymous-drawings.ts';
import { storedDrawingFile } from './free-analysis.fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ANALYZE: '1000' });
});
afterAll(async () => ctx?.close());

const analyze = (fields: Record<string, string | undefined>, image?: { data: Buffer; filename?: string; contentType?: string }, cookie?: string) => {
  const body = multipart(
    fields,
    image ? [{ field: 'image', filename: image.filename ?? 'drawing.jpg', contentType: image.contentType ?? 'image/jpeg', data: image.data }] : [],
  );
  return postForm(ctx, '/api/drawings/analyze', cookie ? { cookie } : null, body);
};

describe('POST /api/drawings/analyze', () => {
  it("analyses an anonymous visitor's drawing and keeps it for a later purchase", async () => {
    const response = await analyze(
      { childAge: '66', difficulty: 'medium', challenge: 'draw-person' },
      { data: await figureDrawing(), filename: 'figure.png', contentType: 'image/png' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.analysisResult).toMatchObject({ stage: 'pre-schematic', actualAge: 66, developmentStatus: 'typical' });
    const { cognitiveAge, cognitiveAgeRange } = body.analysisResult;
    expect(cognitiveAgeRange.min).toBeLessThanOrEqual(cognitiveAge);
    expect(cognitiveAgeRange.max).toBeGreaterThanOrEqual(cognitiveAge);
    expect(body.analysisResult.strengths.length).toBeGreaterThan(0);
    expect(body.planPreview.challenges).toHaveLength(26);
    expect(body.planPreview).not.toHaveProperty('targetImprovement');
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, body.drawingId));
    expect(row).toMatchObject({ userId: null, difficulty: 'medium', challenge: 'draw-person', childAgeMonths: 66, analyser: 'local' });
    const [file] = await ctx.database.db.select().from(files).where(eq(files.id, row!.fileId));
    expect(await ctx.storage.exists(file!.storageKey)).toBe(true);
    expect(await ctx.storage.exists(file!.thumbKey!)).toBe(true);
  });

  it('defaults to easy and the general challenge', async () => {
    const response = await analyze({}, { data: await figureDrawing() });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, response.json().drawingId));
    expect(row).toMatchObject({ difficulty: 'easy', challenge: 'general', childAgeMonths: null });
    expect(response.json().analysisResult.actualAge).toBeUndefined();
  });

  it('stores the drawing without its GPS position', async () => {
    const response = await analyze({}, { data: await phonePhotoWithGps() });
    expect(response.statusCode).toBe(200);
    const stored = await ctx.storage.read((await storedDrawingFile(ctx, response.json().drawingId)).storageKey);
    expect(await exifr.gps(stored)).toBeUndefined();
  });

  it("refuses a file over 10 MB with 413 and the spec's message, storing nothing", async () => {
    const before = await ctx.database.db.select().from(files);
    const response = await analyze({}, { data: fakeJpeg(11 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Please select an image under 10MB' });
    expect(await ctx.database.db.select().from(files)).toHaveLength(before.length);
  });

  it('takes an age at the served span’s edges, 36 and 131 months', async () => {
    for (const childAge of ['36', '131']) {
      const response = await analyze({ childAge }, { data: await figureDrawing(), filename: 'figure.png', contentType: 'image/png' });
      expect(response.statusCode).toBe(200);
      expect(response.json().analysisResult.actualAge).toBe(Number(childAge));
    }
  });

  it('refuses an SVG named .jpg with 415', async () => {
    const response = await analyze({}, { data: svgFile(), filename: 'drawing.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please upload a JPG or PNG image');
  });

  it('asks for a drawing when none is sent, and for a valid age', async () => {
    expect((await analyze({ difficulty: 'easy' })).json()).toMatchObject({ message: 'Please select a drawing to analyze' });
    const badAge = await analyze({ childAge: 'soon' }, { data: await figureDrawing() });
    expect(badAge.statusCode).toBe(400);
    expect(badAge.json().message).toBe('Please choose a valid birth month and year');
    for (const childAge of ['35', '132', '0', '240']) {
      const outside = await analyze({ childAge }, { data: await figureDrawing() });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message).toBe('Child must be between 3 and 10 years old');
    }
    const badDifficulty = await analyze({ difficulty: 'impossible' }, { data: await figureDrawing() });
    expect(badDifficulty.statusCode).toBe(400);
  });
});

describe('a photo without a drawing', () => {
  const MESSAGE = "We couldn't find a drawing in this photo — try a photo of the whole sheet in good light";
  const stored = async () => ({
    drawings: (await ctx.database.db.select({ id: drawings.id }).from(drawings)).length,
    files: (await ctx.database.db.select({ id: files.id }).from(files)).length,
    keys: (await ctx.storage.list()).sort(),
  });

  it('refuses a blank sheet with 422 and that message, storing no row and no bytes', async () => {
    const parent = await createUser(ctx);
    const before = await stored();
    for (const cookie of [undefined, parent.cookie]) {
      const response = await analyze({ childAge: '60' }, { data: await blankSheet() }, cookie);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'NOT_A_DRAWING', message: MESSAGE });
    }
    expect(await stored()).toEqual(before);
    expect(await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id))).toHaveLength(0);
  });

  it('refuses a photo of a person or a room with 422, and still analyses a real drawing', async () => {
    const before = await stored();
    const photo = await analyze({}, { data: await continuousTonePhoto() });
    expect(photo.statusCode).toBe(422);
    expect(photo.json().message).toBe(MESSAGE);
    expect(await stored()).toEqual(before);
    const drawing = await analyze({}, { data: await figureDrawing(), filename: 'figure.png', contentType: 'image/png' });
    expect(drawing.statusCode).toBe(200);
    expect((await stored()).drawings).toBe(before.drawings + 1);
  });
});

describe('files belong to their owner', () => {
  it("serves a signed-in parent's drawing to them only, never cached", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const response = await analyze({}, { data: await figureDrawing() }, owner.cookie);
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, response.json().drawingId));
    expect(row?.userId).toBe(owner.id);
    const url = `/api/files/${row!.fileId}`;
    const mine = await ctx.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await ctx.app.inject({ url: `${url}?size=thumb`, headers: { cookie: owner.cookie } });
    expect(thumb.rawPayload.length).toBeLessThan(mine.rawPayload.length);
    expect((await ctx.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('retention of anonymous drawings', () => {
  it('removes anonymous drawings after 30 days, with their files, and keeps claimed ones', async () => {
    const parent = await createUser(ctx);
    const ids = {
      old: (await analyze({}, { data: await figureDrawing() })).json().drawingId as string,
      recent: (await analyze({}, { data: await figureDrawing() })).json().drawingId as string,
      claimed: (await analyze({}, { data: await figureDrawing() }, parent.cookie)).json().drawingId as string,
    };
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await ctx.database.db
      .update(drawings)
      .set({ createdAt: daysAgo(31) })
      .where(eq(drawings.id, ids.old));
    await ctx.database.db
      .update(drawings)
      .set({ createdAt: daysAgo(29) })
      .where(eq(drawings.id, ids.recent));
    await ctx.database.db
      .update(drawings)
      .set({ createdAt: daysAgo(90) })
      .where(eq(drawings.id, ids.claimed));
    const [oldFile] = await ctx.database.db
      .select({ file: files })
      .from(drawings)
      .innerJoin(files, eq(files.id, drawings.fileId))
      .where(eq(drawings.id, ids.old));

    const removed = await purgeAnonymousDrawings({ db: ctx.database.db, storage: ctx.storage });
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await ctx.database.db.select({ id: drawings.id }).from(drawings)).map((d) => d.id);
    expect(left).not.toContain(ids.old);
    expect(left).toEqual(expect.arrayContaining([ids.recent, ids.claimed]));
    expect(await ctx.storage.exists(oldFile!.file.storageKey)).toBe(false);
    expect(await ctx.storage.exists(oldFile!.file.thumbKey!)).toBe(false);
    expect(await purgeAnonymousDrawings({ db: ctx.database.db, storage: ctx.storage })).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawings, files, submissions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { multipart, postForm, type FilePart } from '../../../test/multipart.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { claimProductImage, putToUploadUrl, requestUploadUrl } from '../../../test/uploads.ts';
import { TOO_NARROW, TOO_SMALL } from './process-image.ts';
import { englishMessage } from '../../platform/errors.ts';

// Issue 34, item 4: a valid but tiny or extreme PNG was a 500 on the free analysis and setup,
// and a week's submission took it, failed its evaluation and lost one of its three attempts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_ANALYZE: '1000' });
});
afterAll(async () => ctx?.close());

const blankPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
const EXTREMES = [
  { name: '10 × 10 px', width: 10, height: 10, message: englishMessage(TOO_SMALL) },
  { name: '3000 × 40 px', width: 3000, height: 40, message: englishMessage(TOO_SMALL) },
  { name: '1,000,000 × 2 px', width: 1_000_000, height: 2, message: englishMessage(TOO_SMALL) },
  { name: '2000 × 200 px', width: 2000, height: 200, message: englishMessage(TOO_NARROW) },
];
const part = (field: string, data: Buffer): FilePart => ({ field, filename: 'drawing.png', contentType: 'image/png', data });

/** Every route that takes a photo of a drawing, as its form is sent. */
async function photoRoutes(parent: TestUser) {
  const week = await createPlan({ ctx, user: parent, setUp: true });
  const setup = await createPlan({ ctx, user: parent, paid: true });
  return [
    { url: '/api/drawings/analyze', fields: { childAge: '60' }, field: 'image' },
    { url: `/api/plans/${setup.id}/complete-setup`, fields: { childAge: '60' }, field: 'image' },
    { url: '/api/challenges/submit', fields: { planId: week.id, weekNumber: '1' }, field: 'images' },
    { url: '/api/cognitive-checkpoints/evaluate-with-drawing', fields: { planId: week.id, checkpointNumber: '1' }, field: 'image' },
  ];
}

const countOf = async (table: typeof files | typeof drawings, column: typeof files.ownerId | typeof drawings.userId, id: string) =>
  (await ctx.database.db.select().from(table).where(eq(column, id))).length;

describe('a valid image too small or too narrow to show a drawing', () => {
  it('is a 422 with a message a parent understands on every photo route, and nothing is stored or counted', async () => {
    const parent = await createUser(ctx);
    const routes = await photoRoutes(parent);
    for (const extreme of EXTREMES) {
      const png = await blankPng(extreme.width, extreme.height);
      for (const route of routes) {
        const response = await postForm(ctx, route.url, parent, multipart(route.fields, [part(route.field, png)]));
        expect(response.statusCode, `${extreme.name} to ${route.url}`).toBe(422);
        expect(response.json(), `${extreme.name} to ${route.url}`).toEqual({ code: 'NOT_A_DRAWING', message: extreme.message });
      }
    }
    expect(await countOf(files, files.ownerId, parent.id)).toBe(0);
    expect(await countOf(drawings, drawings.userId, parent.id)).toBe(0);
    // The week keeps all three attempts.
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.userId, parent.id))).toHaveLength(0);
  });

  it('is refused as shop artwork too, with the same message', async () => {
    const parent = await createUser(ctx);
    for (const extreme of EXTREMES) {
      const uploadURL = await requestUploadUrl(ctx, parent.cookie);
      expect((await putToUploadUrl(ctx, parent.cookie, uploadURL, await blankPng(extreme.width, extreme.height), 'image/png')).statusCode).toBe(200);
      const claimed = await claimProductImage(ctx, parent.cookie, uploadURL);
      expect(claimed.statusCode, extreme.name).toBe(422);
      expect(claimed.json().message, extreme.name).toBe(extreme.message);
    }
    expect(await countOf(files, files.ownerId, parent.id)).toBe(0);
  });

  it('lets a small, long photo through to the analysis (400 × 100 px, 4 : 1)', async () => {
    const parent = await createUser(ctx);
    const setup = await createPlan({ ctx, user: parent, paid: true });
    const response = await postForm(
      ctx,
      `/api/plans/${setup.id}/complete-setup`,
      parent,
      multipart({ childAge: '60' }, [part('image', await blankPng(400, 100))]),
    );
    expect(response.statusCode).toBeLessThan(500);
    expect([englishMessage(TOO_SMALL), englishMessage(TOO_NARROW)]).not.toContain(response.json().message);
  });
});

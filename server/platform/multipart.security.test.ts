import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';
import { figureDrawing } from '../../test/drawings.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { malformedMultiparts, multipart, type FilePart } from '../../test/multipart.ts';
import { createPlan } from '../../test/plan-factories.ts';
import { sendPartially } from '../../test/uploads.ts';
import { MALFORMED_FORM_MESSAGE, REQUEST_TOO_LARGE_MESSAGE } from './multipart.ts';
import { englishMessage } from './errors.ts';

// Issue 16, findings 4 and 5: a malformed multipart body was a 500 on every upload route, and
// uploads were buffered whole before anyone checked who was sending them.

let ctx: TestContext;
let port: number;
let parent: TestUser;
let drawing: Buffer;
let webm: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_ANALYZE: '1000' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  parent = await createUser(ctx);
  drawing = await figureDrawing();
  webm = fs.readFileSync(new URL('../../test/fixtures/recording.webm', import.meta.url));
});
afterAll(async () => ctx?.close());

const image = (field = 'images', data = drawing): FilePart => ({ field, filename: 'drawing.png', contentType: 'image/png', data });
const recording = (data = webm): FilePart => ({ field: 'audio_0', filename: 'recording_0.webm', contentType: 'audio/webm', data });
const ZERO_PLAN = '00000000-0000-0000-0000-000000000000';

/** Every route that reads a multipart body, with a form it would accept. */
async function uploadRoutes(user: TestUser) {
  const week = await createPlan({ ctx, user, setUp: true });
  const setup = await createPlan({ ctx, user, paid: true });
  return [
    { url: '/api/challenges/submit', fields: { planId: week.id, weekNumber: '1' }, files: [image()] },
    { url: '/api/interactive-sessions/convert-to-submission', fields: { planId: week.id, weekNumber: '1', recordingCount: '1' }, files: [recording()] },
    { url: `/api/plans/${setup.id}/complete-setup`, fields: { childAge: '60' }, files: [image('image')] },
    { url: '/api/drawings/analyze', fields: { childAge: '60' }, files: [image('image')] },
  ];
}

describe('a malformed multipart body', () => {
  it('is a 400 with a clear message on every upload route, and stores nothing', async () => {
    const user = await createUser(ctx);
    for (const route of await uploadRoutes(user)) {
      for (const broken of malformedMultiparts(route.fields, route.files)) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { origin: TEST_ORIGIN, cookie: user.cookie, ...broken.headers },
          payload: broken.payload,
        });
        expect(response.statusCode, `${route.url} with ${broken.name}`).toBe(400);
        expect(response.json(), `${route.url} with ${broken.name}`).toEqual({ code: 'BAD_REQUEST', message: englishMessage(MALFORMED_FORM_MESSAGE) });
      }
    }
    expect(await ctx.database.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  });
});

describe('who is sending is checked before the files are read', () => {
  const post = (path: string, form: ReturnType<typeof multipart>, user: TestUser, sendBytes: number, declaredLength?: number) =>
    sendPartially(
      port,
      { method: 'POST', path, headers: { origin: TEST_ORIGIN, cookie: user.cookie, ...form.headers }, body: form.payload, declaredLength },
      sendBytes,
      15_000,
    );

  it("refuses a 24 MB recording to a plan that is not the parent's while it is still arriving (404)", async () => {
    // A free account with no plan, a plan id of zeros: the server answered only after buffering all of it.
    const freeAccount = await createUser(ctx);
    const big = Buffer.concat([webm, Buffer.alloc(24 * 1024 * 1024 - webm.length)]);
    const form = multipart({ planId: ZERO_PLAN, weekNumber: '1', recordingCount: '1' }, [recording(big)]);
    const exchange = await post('/api/interactive-sessions/convert-to-submission', form, freeAccount, 256 * 1024);
    expect(exchange.statusCode, exchange.received.slice(0, 200)).toBe(404);
  });

  it("refuses photos for another parent's plan, and for a week not yet open, before reading them", async () => {
    const other = await createUser(ctx);
    const othersPlan = await createPlan({ ctx, user: other, setUp: true });
    const ownPlan = await createPlan({ ctx, user: parent, setUp: true });
    const photos = Array.from({ length: 5 }, () => image('images', Buffer.concat([drawing, Buffer.alloc(2 * 1024 * 1024)])));
    const others = await post('/api/challenges/submit', multipart({ planId: othersPlan.id, weekNumber: '1' }, photos), parent, 64 * 1024);
    expect(others.statusCode).toBe(404);
    const locked = await post('/api/challenges/submit', multipart({ planId: ownPlan.id, weekNumber: '5' }, photos), parent, 64 * 1024);
    expect(locked.statusCode).toBe(409);
  });

  it("refuses a setup drawing for another parent's plan before reading it", async () => {
    const other = await createUser(ctx);
    const othersPlan = await createPlan({ ctx, user: other, paid: true });
    const form = multipart({ childAge: '60' }, [image('image', Buffer.concat([drawing, Buffer.alloc(8 * 1024 * 1024)]))]);
    const exchange = await post(`/api/plans/${othersPlan.id}/complete-setup`, form, parent, 64 * 1024);
    expect(exchange.statusCode).toBe(404);
  });

  it("refuses a request whose declared length is over the route's total at once (413)", async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const form = multipart({ planId: plan.id, weekNumber: '1' }, [image()]);
    const exchange = await post('/api/challenges/submit', form, parent, 1024, 2 * 1024 * 1024 * 1024);
    expect(exchange.statusCode).toBe(413);
    expect(exchange.received).toContain(englishMessage(REQUEST_TOO_LARGE_MESSAGE));
  });

  it('refuses a form that sends files before its plan and week (it cannot be checked first)', async () => {
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const form = multipart({}, [image()]);
    const tail = multipart({ planId: plan.id, weekNumber: '1' });
    const boundary = form.headers['content-type'].split('boundary=')[1]!;
    // Files first, then the fields, under one boundary.
    const fieldsPart = tail.payload.toString('latin1').split(tail.headers['content-type'].split('boundary=')[1]!).join(boundary);
    const payload = Buffer.concat([form.payload.subarray(0, form.payload.length - `--${boundary}--\r\n`.length), Buffer.from(fieldsPart, 'latin1')]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/challenges/submit',
      headers: { origin: TEST_ORIGIN, cookie: parent.cookie, ...form.headers },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });
});

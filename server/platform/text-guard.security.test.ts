import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, files, submissions, users } from '../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';
import { figureDrawing } from '../../test/drawings.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { multipart, postForm } from '../../test/multipart.ts';
import { createPlan } from '../../test/plan-factories.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './text-guard.ts';
import { englishMessage } from './errors.ts';

// Issue 16, finding 4: a NUL byte or a lone UTF-16 surrogate in any text field was a 500
// (PostgreSQL refuses both). Now every one is a 400 with a clear message, and nothing is written.

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_CONTACT: '1000' });
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => ctx?.close());

const BAD_TEXTS = { nul: 'Anna\u0000Lena', surrogate: 'Anna\uD800Lena', lowSurrogate: 'Anna\uDC00' };

const expectRefused = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: englishMessage(UNSTORABLE_TEXT_MESSAGE) });
};

describe('JSON fields', () => {
  it.each(Object.entries(BAD_TEXTS))('refuses %s in the contact form and stores no message', async (_kind, text) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: { name: text, email: 'parent@example.com', message: 'Hello' },
    });
    expectRefused(response);
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it.each(Object.entries(BAD_TEXTS))('refuses %s in a nested field', async (_kind, text) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Anna', email: 'parent@example.com', message: 'Hello', metadata: { source: text } },
    });
    expectRefused(response);
  });

  it.each(Object.entries(BAD_TEXTS))("refuses %s in a child's name", async (_kind, text) => {
    const parent = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/plans/create',
      headers: { origin: TEST_ORIGIN, cookie: parent.cookie },
      payload: { childName: text },
    });
    expectRefused(response);
  });

  it.each(Object.entries(BAD_TEXTS))('refuses %s in a sign-up name, which better-auth handles under /api/identity', async (_kind, text) => {
    const email = `sign-up-${_kind}@example.com`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: text, firstName: text, lastName: 'Tester', email, password: 'a-long-enough-password-1', parentalConsent: true },
    });
    expectRefused(response);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('query and path parameters', () => {
  it('refuses a NUL byte in a search query', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/users?search=anna%00', headers: { cookie: admin.cookie } });
    expectRefused(response);
  });

  it('refuses a NUL byte in a path id, whichever route it names', async () => {
    const parent = await createUser(ctx);
    for (const url of ['/api/admin/prompts/prompt%00id', '/api/admin/vouchers/%00']) {
      expectRefused(await ctx.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } }));
    }
    for (const url of ['/api/plans/%00', '/api/submissions/abc%00', '/api/orders/%00', '/api/files/%00']) {
      expectRefused(await ctx.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } }));
    }
  });

  it('answers a broken character in a query or path without a 500', async () => {
    // A lone surrogate cannot be written as UTF-8; percent-encoded attempts decode to U+FFFD or stay as typed.
    for (const url of ['/api/admin/users?search=%ED%A0%80', '/api/admin/prompts/%ED%A0%80', '/api/admin/users?search=%uD800']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('multipart fields', () => {
  it.each(Object.entries(BAD_TEXTS))('refuses %s in an observation and stores neither the submission nor its photo', async (_kind, text) => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    // A field may name its charset; in UTF-16 a lone surrogate is two plain bytes.
    const form = multipart(
      { planId: plan.id, weekNumber: '1' },
      [{ field: 'images', filename: 'drawing.png', contentType: 'image/png', data: await figureDrawing() }],
      [{ field: 'parentNotes', contentType: 'text/plain; charset=utf-16le', data: Buffer.from(text, 'utf16le') }],
    );
    const response = await postForm(ctx, '/api/challenges/submit', parent, form);
    expectRefused(response);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.planId, plan.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id))).toHaveLength(0);
  });

  it('refuses a NUL byte in a field name', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const form = multipart({ planId: plan.id, weekNumber: '1', 'notes\u0000': 'x' });
    const response = await postForm(ctx, '/api/challenges/submit', parent, form);
    expectRefused(response);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, ACCOUNT_MESSAGES } from '../../../contracts/account.ts';
import { consents, drawings, files } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.ts';
import { multipart, postForm } from '../../../test/multipart.ts';

const request = (ctx: TestContext, method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });

async function analyze(ctx: TestContext, fields: Record<string, string>, cookie?: string) {
  const body = multipart(fields, [{ field: 'image', filename: 'figure.png', contentType: 'image/png', data: await figureDrawing() }]);
  return postForm(ctx, '/api/drawings/analyze', cookie ? { cookie } : null, body);
}

describe('the account page API (no external AI provider)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  });
  afterAll(async () => ctx?.close());

  it('refuses visitors', async () => {
    for (const [method, url] of [
      ['GET', ACCOUNT_API.account],
      ['PUT', ACCOUNT_API.aiProvider],
      ['POST', ACCOUNT_API.password],
      ['POST', ACCOUNT_API.signOutEverywhere],
      ['POST', ACCOUNT_API.parentalConsent],
    ] as const) {
      expect((await request(ctx, method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
  });

  it('shows the account with its consent and no AI question to answer', async () => {
    expect((await request(ctx, 'GET', ACCOUNT_API.aiStatus)).json()).toEqual({ externalAiConfigured: false });
    const parent = await createUser(ctx);
    const response = await request(ctx, 'GET', ACCOUNT_API.account, parent.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: parent.id,
      email: parent.email,
      hasPassword: true,
      parentalConsent: { granted: true, policyVersion: '2025-08-14' },
      aiProviderOptIn: null,
      externalAiConfigured: false,
    });
  });

  it('stores the AI-provider choice as a new consent each time', async () => {
    const parent = await createUser(ctx);
    expect((await request(ctx, 'PUT', ACCOUNT_API.aiProvider, parent.cookie, { optIn: 'yes' })).statusCode).toBe(400);
    expect((await request(ctx, 'PUT', ACCOUNT_API.aiProvider, parent.cookie, { optIn: true })).json().message).toBe(ACCOUNT_MESSAGES.aiChoiceSaved);
    await request(ctx, 'PUT', ACCOUNT_API.aiProvider, parent.cookie, { optIn: false });
    expect((await request(ctx, 'GET', ACCOUNT_API.account, parent.cookie)).json().aiProviderOptIn).toBe(false);
    const rows = await ctx.database.db.select().from(consents).where(eq(consents.userId, parent.id));
    expect(
      rows
        .filter((r) => r.kind === 'ai-provider')
        .map((r) => r.granted)
        .sort(),
    ).toEqual([false, true]);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const parent = await createUser(ctx);
    const otherDevice = await signIn(ctx.app, parent.email, parent.password);
    const wrong = await request(ctx, 'POST', ACCOUNT_API.password, parent.cookie, { currentPassword: 'not my password', newPassword: 'a brand new sentence' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const weak = await request(ctx, 'POST', ACCOUNT_API.password, parent.cookie, { currentPassword: parent.password, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const ok = await request(ctx, 'POST', ACCOUNT_API.password, parent.cookie, { currentPassword: parent.password, newPassword: 'a brand new sentence' });
    expect(ok.statusCode).toBe(200);
    // This device stays signed in with the new session cookie.
    const thisDevice = [ok.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    expect((await request(ctx, 'GET', ACCOUNT_API.account, thisDevice)).statusCode).toBe(200);
    expect((await request(ctx, 'GET', ACCOUNT_API.account, otherDevice)).statusCode).toBe(401);
    await expect(signIn(ctx.app, parent.email, parent.password)).rejects.toThrow();
    expect(await signIn(ctx.app, parent.email, 'a brand new sentence')).toMatch(/session_token/);
  });

  it("stores no child's drawing for an account without parental consent until the parent gives it", async () => {
    // As an account made by single sign-on is: no sign-up form, so no consent on record.
    const parent = await createUser(ctx);
    await ctx.database.db.delete(consents).where(eq(consents.userId, parent.id));
    const filesBefore = (await ctx.database.db.select().from(files)).length;
    const refused = await analyze(ctx, { childAge: '66', difficulty: 'medium', challenge: 'draw-person' }, parent.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.parentalConsentMissing);
    expect((await ctx.database.db.select().from(files)).length).toBe(filesBefore);
    expect((await request(ctx, 'GET', ACCOUNT_API.account, parent.cookie)).json().parentalConsent.granted).toBe(false);

    expect((await request(ctx, 'POST', ACCOUNT_API.parentalConsent, parent.cookie, { parentalConsent: false })).statusCode).toBe(400);
    const given = await request(ctx, 'POST', ACCOUNT_API.parentalConsent, parent.cookie, { parentalConsent: true });
    expect(given.json().message).toBe(ACCOUNT_MESSAGES.parentalConsentSaved);
    expect((await request(ctx, 'GET', ACCOUNT_API.account, parent.cookie)).json().parentalConsent).toMatchObject({
      granted: true,
      policyVersion: '2025-08-14',
    });
    expect((await analyze(ctx, { childAge: '66', difficulty: 'medium', challenge: 'draw-person' }, parent.cookie)).statusCode).toBe(200);
  });

  it('signs out on every device at once, this one included', async () => {
    const parent = await createUser(ctx);
    const otherDevice = await signIn(ctx.app, parent.email, parent.password);
    expect((await request(ctx, 'POST', ACCOUNT_API.signOutEverywhere, parent.cookie)).json().message).toBe(ACCOUNT_MESSAGES.signedOutEverywhere);
    expect((await request(ctx, 'GET', ACCOUNT_API.account, parent.cookie)).statusCode).toBe(401);
    expect((await request(ctx, 'GET', ACCOUNT_API.account, otherDevice)).statusCode).toBe(401);
  });
});

describe('with an external AI provider configured', () => {
  let ctx: TestContext;
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    ctx = await createTestApp({ OPENAI_API_KEY: 'test-key', AI_BASE_URL: fake.baseURL, RATE_LIMIT_ANALYZE: '1000' });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('says so on the account page and to visitors', async () => {
    expect((await request(ctx, 'GET', ACCOUNT_API.aiStatus)).json()).toEqual({ externalAiConfigured: true });
    const parent = await createUser(ctx);
    expect((await request(ctx, 'GET', ACCOUNT_API.account, parent.cookie)).json().externalAiConfigured).toBe(true);
  });

  it("keeps a parent's drawing on the local analyser until they opt in", async () => {
    const parent = await createUser(ctx);
    const response = await analyze(ctx, { childAge: '66', difficulty: 'medium', challenge: 'draw-person' }, parent.cookie);
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, response.json().drawingId));
    expect(row?.analyser).toBe('local');
  });

  it("keeps an anonymous visitor's drawing local unless they ticked the box", async () => {
    const response = await analyze(ctx, { childAge: '66', difficulty: 'medium', challenge: 'draw-person' });
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the drawing to the provider once the parent opted in', async () => {
    const parent = await createUser(ctx);
    await request(ctx, 'PUT', ACCOUNT_API.aiProvider, parent.cookie, { optIn: true });
    fake.script('valid', 'valid');
    const response = await analyze(ctx, { childAge: '66', difficulty: 'medium', challenge: 'draw-person' }, parent.cookie);
    expect(response.statusCode).toBe(200);
    expect(fake.requests.length).toBeGreaterThan(0);
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, response.json().drawingId));
    expect(row?.analyser).toBe('openai-compatible');
  });
});

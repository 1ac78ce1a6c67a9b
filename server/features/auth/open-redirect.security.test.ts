import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { cookieHeader } from '../../../test/factories.ts';

// Issue 16, finding 7: `/api/login/oidc?returnTo=/.//evil.example` ended at
// `Location: //evil.example` after single sign-on — a redirect to another site.

/** An OpenID provider that signs anyone in: discovery, token and userinfo, nothing more. */
async function startFakeProvider(): Promise<{ issuer: string; close(): Promise<void> }> {
  let issuer = '';
  let signIns = 0;
  const server = http.createServer((request, response) => {
    const send = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/.well-known/openid-configuration') {
      return send({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, userinfo_endpoint: `${issuer}/userinfo` });
    }
    if (request.url === '/token') return send({ access_token: `access-${++signIns}`, token_type: 'Bearer', expires_in: 3600 });
    if (request.url === '/userinfo') {
      const id = request.headers.authorization?.replace('Bearer access-', '') ?? '0';
      return send({ sub: `sso-${id}`, id: `sso-${id}`, email: `sso-parent-${id}@example.com`, email_verified: true, name: 'Sso Parent' });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let ctx: TestContext;
beforeAll(async () => {
  provider = await startFakeProvider();
  ctx = await createTestApp({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'kritzel', OIDC_CLIENT_SECRET: 'provider-secret' });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** Where a browser would end up after following `location` from one of our pages. */
const destination = (location: string) => new URL(location, TEST_ORIGIN);

/** Starts single sign-on with `returnTo`, comes back from the provider, and returns the final Location. */
async function signInThroughProvider(returnTo: string): Promise<string> {
  const start = await ctx.app.inject({ url: `/api/login/oidc?returnTo=${encodeURIComponent(returnTo)}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const callback = new URL(authorize.searchParams.get('redirect_uri') as string);
  const back = await ctx.app.inject({
    url: `${callback.pathname}?code=provider-code&state=${encodeURIComponent(authorize.searchParams.get('state') ?? '')}`,
    headers: { cookie: cookieHeader(start.headers['set-cookie']) },
  });
  expect(back.statusCode).toBe(302);
  return back.headers.location as string;
}

describe('the return address after single sign-on', () => {
  it.each(['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example/path?x=1'])('%s stays on this site', async (returnTo) => {
    const location = await signInThroughProvider(returnTo);
    expect(location.startsWith('//')).toBe(false);
    expect(destination(location).origin).toBe(TEST_ORIGIN);
  });

  it('still brings the parent back to the page they came from', async () => {
    const location = await signInThroughProvider('/plans/5?week=2');
    expect(destination(location).pathname + destination(location).search).toBe('/plans/5?week=2');
  });
});

describe("better-auth's own return addresses", () => {
  const evil = ['//evil.example', '/\\evil.example', 'https://evil.example/', '/.//evil.example', '/a/..//evil.example'];

  it.each(evil)('refuses callbackURL=%s on the links it redirects from', async (callbackURL) => {
    for (const url of [
      `/api/identity/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`,
      `/api/identity/reset-password/not-a-token?callbackURL=${encodeURIComponent(callbackURL)}`,
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(403);
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  it.each(evil)('refuses callbackURL=%s when single sign-on starts', async (callbackURL) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'oidc', callbackURL },
    });
    expect(response.statusCode).toBe(403);
  });

  it('follows a return address on this site', async () => {
    const response = await ctx.app.inject({ url: `/api/identity/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/dashboard')}` });
    expect(response.statusCode).toBe(302);
    expect(destination(String(response.headers.location)).pathname).toBe('/dashboard');
  });
});

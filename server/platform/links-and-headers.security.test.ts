import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_API, UNSUBSCRIBE_PAGE } from '../../contracts/notifications.ts';
import { REPORT_URLS } from '../../contracts/reports.ts';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';
import { createUser } from '../../test/factories.ts';
import { resolveAuthSecret } from '../features/auth/auth-secret.ts';
import { unsubscribeToken } from '../features/notices/unsubscribe-token.ts';

// Issue 34, item 8: the List-Unsubscribe address opened in a browser answered raw JSON 404; the
// shared report's page was sent `no-cache` where ADR 027 says `no-store`; HSTS was sent on a
// plain http:// PUBLIC_URL.

const INDEX = '<!doctype html><html><head><title>Kritzel</title></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  // A stand-in SPA build, as the server serves it.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-links-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  ctx = await createTestApp({ WEB_DIR: webDir });
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the List-Unsubscribe address', () => {
  it('opened in a browser leads to the unsubscribe page with the same token, and changes nothing', async () => {
    const parent = await createUser(ctx);
    const token = unsubscribeToken(resolveAuthSecret(ctx.config), parent.id, 'feedback-ready');
    const opened = await get(`${NOTIFICATIONS_API.unsubscribe}?token=${encodeURIComponent(token)}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers['cache-control']).toBe('no-store');
    const location = new URL(String(opened.headers.location), 'http://kritzel.test');
    expect(location.pathname).toBe(UNSUBSCRIBE_PAGE);
    expect(location.searchParams.get('token')).toBe(token);

    const page = await get(`${location.pathname}${location.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="root">');

    // The GET turned nothing off; the mail client's one-click POST still does.
    const settings = () => ctx.app.inject({ method: 'GET', url: NOTIFICATIONS_API.settings, headers: { cookie: parent.cookie } });
    expect((await settings()).json().feedbackNotice).toBe(true);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${NOTIFICATIONS_API.unsubscribe}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await settings()).json().feedbackNotice).toBe(false);
  });

  it('without a token still leads to the page, which says the link is not valid', async () => {
    const opened = await get(NOTIFICATIONS_API.unsubscribe);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(UNSUBSCRIBE_PAGE);
  });
});

describe("a shared report's page", () => {
  it('is never stored by a browser or a proxy (no-store), while other pages are revalidated (no-cache)', async () => {
    const shared = await get(REPORT_URLS.sharedPage('a-share-token'));
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('no-store');
    expect((await get('/dashboard')).headers['cache-control']).toBe('no-cache');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent when PUBLIC_URL is plain http://', async () => {
    expect(ctx.config.publicUrl.startsWith('http://')).toBe(true);
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is sent when PUBLIC_URL is https://', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://kritzel.example' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

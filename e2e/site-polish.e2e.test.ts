import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, newContext, signUpAndSignIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

describe('link previews, titles and descriptions', () => {
  it('the landing page carries Open Graph and Twitter cards whose image exists', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    expect(await meta(page, 'meta[property="og:title"]')).toBe('Kritzel · Every child starts with a scribble.');
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = await meta(page, 'meta[property="og:image"]');
    expect(image).toMatch(/\/og-image\.png$/);
    const response = await context.request.get(new URL(image!, baseURL()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
    await context.close();
  });

  it.each([
    ['/shop', 'Shop · Kritzel', /^Keepsakes made from your child's drawing/],
    ['/free-analysis', 'Free Drawing Analysis · Kritzel', /^Upload a photo of your child's drawing/],
    ['/configure/frame', 'Digital Art Frame · Kritzel', /^The Digital Art Frame: upload your child's drawing/],
    ['/sign-in', 'Sign in · Kritzel', /^Sign in to see your child's plans/],
  ])('%s names itself in the tab and describes itself', async (path, title, description) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(path);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(title);
    expect(await meta(page, 'meta[name="description"]')).toMatch(description);
    await context.close();
  });
});

describe('start-up', () => {
  it.each([false, true])('asks who is signed in once, while the scripts load (signed in: %s)', async (signedIn) => {
    const context = await newContext(browser);
    if (signedIn) await signUpAndSignIn(context);
    const page = await context.newPage();
    const userCalls: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname === '/api/auth/user' && userCalls.push(request.url())));
    page.on('console', (message) => void (/preload/i.test(message.text()) && warnings.push(message.text())));
    await page.goto('/shop');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Chrome warns about an unused preload after a few seconds; give it the chance.
    await page.waitForTimeout(3500);
    expect(userCalls).toHaveLength(1);
    expect(warnings).toEqual([]);
    const button = signedIn ? 'Go to Dashboard' : 'Sign In to Purchase';
    expect(
      await page
        .getByRole('link', { name: button })
        .or(page.getByRole('button', { name: button }))
        .count(),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('sends the scripts and styles brotli-compressed (files under 1 KiB are left as they are)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const sent: Promise<string>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/assets/') || !/\.(js|css)$/.test(url.pathname)) return;
      const encoding = response.headers()['content-encoding'];
      sent.push(
        encoding
          ? Promise.resolve(`${url.pathname} ${encoding}`)
          : response.body().then((body) => `${url.pathname} ${body.length < 1024 ? 'small' : 'uncompressed'}`),
      );
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const results = await Promise.all(sent);
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((line) => !/ (br|small)$/.test(line))).toEqual([]);
    await context.close();
  });
});

describe('files for search engines', () => {
  it("robots.txt and sitemap.xml name this deployment's own address", async () => {
    const context = await newContext(browser);
    const robots = await context.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const sitemap = await context.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const body = await sitemap.text();
    expect(body).toContain(`<loc>${baseURL()}/free-analysis</loc>`);
    // Every listed page opens in the app (no 404 screen).
    const page = await context.newPage();
    for (const [, loc] of body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      await page.goto(loc!);
      await page.locator('#root *').first().waitFor();
      expect(await page.getByText('404 Page Not Found').count(), loc).toBe(0);
    }
    await context.close();
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';

const PUBLIC_URL = 'https://kritzel.example';
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  // A stand-in SPA build holding the real public files, so their content types are the served ones.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-seo-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Kritzel</title>');
  for (const file of ['og-image.png', 'apple-touch-icon.png', 'favicon.svg']) await fs.copyFile(path.join(publicDir, file), path.join(webDir, file));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'assets', 'index-Bx7d2kQa.js'), SCRIPT);
  await fs.writeFile(path.join(webDir, 'assets', 'index-Bx7d2kQa.js.br'), zlib.brotliCompressSync(SCRIPT));
  await fs.writeFile(path.join(webDir, 'assets', 'index-Bx7d2kQa.js.gz'), zlib.gzipSync(SCRIPT));
  ctx = await createTestApp({ PUBLIC_URL, WEB_DIR: webDir });
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of signed-in areas and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of ['Allow: /', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /plans/', 'Disallow: /admin/', 'Disallow: /checkout']) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it("lists every public page of the route table as an absolute address on PUBLIC_URL's origin", async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      '/',
      '/shop',
      '/configure/frame',
      '/configure/tshirt',
      '/contact',
      '/help-center',
      '/help/drawing-age',
      '/parent-guide',
      '/free-analysis',
      '/tasks/shapes',
      '/privacy-policy',
      '/terms-of-service',
      '/about-us',
      '/cookie-policy',
      '/refund-policy',
      '/legal-notice',
    ];
    expect(locations.sort()).toEqual(expected.map((page) => `${PUBLIC_URL}${page}`).sort());
  });

  it('answers HEAD too, as crawlers probe with it', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  });
});

describe('files from the SPA build', () => {
  it.each([
    ['/og-image.png', 'image/png'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/favicon.svg', 'image/svg+xml'],
  ])('%s is served as %s and may be cached', async (url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('hashed build assets are cached for a year: their names change with their content', async () => {
    const response = await get('/assets/index-Bx7d2kQa.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)("sends the build's pre-compressed %s copy to a browser that accepts it", async (encoding, decode) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-Bx7d2kQa.js', headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-Bx7d2kQa.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('the Open Graph image is the 1200×630 PNG that link previews expect', async () => {
    const response = await get('/og-image.png');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height are the first two big-endian words after the 16-byte signature + chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

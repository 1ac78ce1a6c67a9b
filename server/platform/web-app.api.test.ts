import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../contracts/route-preloads.ts';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';

const INDEX = '<!doctype html><html><head><title>Kritzel</title></head><body><div id="root"></div></body></html>';
const PRELOADS: RoutePreload[] = [
  { pattern: '/', regexp: '^\\/\\/?$', files: ['/assets/home-page-A1.js', '/assets/icons-B2.js'] },
  { pattern: '/plans/:planId', regexp: '^\\/plans\\/[^/]+\\/?$', files: ['/assets/plan-page-C3.js'] },
];

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  // A stand-in SPA build with the build's list of each page's scripts.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-web-app-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  await fs.mkdir(path.join(webDir, '.vite'));
  await fs.writeFile(path.join(webDir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  ctx = await createTestApp({ WEB_DIR: webDir });
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the app shell announces the page’s own scripts', () => {
  it('sends each route its scripts as modulepreload links in the head, never cached', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(preloads(home.body)).toEqual(['/assets/home-page-A1.js', '/assets/icons-B2.js']);
    expect(home.body.indexOf('modulepreload')).toBeLessThan(home.body.indexOf('</head>'));

    const plan = await get('/plans/3f1c?tab=weeks');
    expect(preloads(plan.body)).toEqual(['/assets/plan-page-C3.js']);
  });

  it('sends the plain shell to a path no route knows, and never serves the list itself', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(INDEX);
    const list = await get(`/${ROUTE_PRELOADS_FILE}`);
    expect(list.statusCode).toBe(404);
  });
});

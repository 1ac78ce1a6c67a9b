import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { isApiRoute, routeTables } from './openapi.ts';

type Operation = { requestBody?: unknown; parameters?: { name: string }[]; responses?: Record<string, unknown> };
let ctx: TestContext;
let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(async () => ctx?.close());

/** Fastify's route path (`/api/plans/:planId`, `/api/identity/*`) as the document writes it (`{planId}`, `{*}`). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the API document', () => {
  it('is OpenAPI 3.1 and lists every API route the server has, with its method', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = (routeTables.get(ctx.app) ?? []).filter((route) => isApiRoute(route.url));
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('describes requests and answers from the zod contracts', () => {
    const contact = document.paths['/api/contact']?.post;
    expect(JSON.stringify(contact?.requestBody)).toContain('"email"');
    expect(JSON.stringify(contact?.requestBody)).toContain('"message"');
    expect(Object.keys(contact?.responses ?? {})).toContain('200');
    expect(document.paths['/api/plans/{planId}/data']?.get?.parameters?.map((p) => p.name)).toContain('planId');
  });

  it('has a reference page people can read, naming every route', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const text = page.body.replace(/&#123;/g, '{').replace(/&#125;/g, '}');
    for (const path of Object.keys(document.paths)) expect(text).toContain(`</span>${path}</summary>`);
    expect(page.body).toContain('href="/api/openapi.json"');
  });
});

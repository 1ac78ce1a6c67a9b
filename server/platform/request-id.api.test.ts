import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';
import { capturingLogger } from '../../test/capturing-logger.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const capture = capturingLogger('info');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { logger: capture.logger });
});
afterAll(async () => ctx?.close());

describe('request ids', () => {
  it('are unique ids, not a per-process count, and every answer carries its own', async () => {
    const [a, b, missing] = await Promise.all([
      ctx.app.inject({ url: '/healthz' }),
      ctx.app.inject({ url: '/healthz' }),
      ctx.app.inject({ url: '/api/no-such-route' }),
    ]);
    for (const response of [a, b, missing]) expect(response.headers['x-request-id']).toMatch(UUID);
    expect(new Set([a, b, missing].map((r) => r.headers['x-request-id'])).size).toBe(3);
  });

  it("keep a proxy's x-request-id, so one request is followed through both logs", async () => {
    const response = await ctx.app.inject({ url: '/api/no-such-route', headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42:1');
    expect(capture.lines.some((line) => line.reqId === 'lb-7f3a.42:1')).toBe(true);
  });

  it('replace a given id that is too long or carries odd characters', async () => {
    for (const given of ['x'.repeat(129), 'two words', 'new\\nline', '']) {
      const response = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id'], given).toMatch(UUID);
    }
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';
import { sendPartially } from '../../test/uploads.ts';

// Issue 16, finding 6: a body that stalled after one byte held its connection forever
// (3,000 were held at once).

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_MAX_CONNECTIONS: '50' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => ctx?.close());

it('ends a request whose body stalls after one byte once the request timeout has passed', async () => {
  const started = Date.now();
  const body = Buffer.from(JSON.stringify({ name: 'Anna', email: 'anna@example.com', message: 'Hello there' }));
  const exchange = await sendPartially(
    port,
    { method: 'POST', path: '/api/contact', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, body },
    1,
    15_000,
  );
  expect(exchange.statusCode).toBe(408);
  expect(Date.now() - started).toBeLessThan(10_000);
});

it('caps the connections it holds at once', () => {
  expect(ctx.app.server.maxConnections).toBe(50);
  expect(ctx.app.server.requestTimeout).toBe(1000);
  expect(ctx.app.server.keepAliveTimeout).toBeGreaterThan(60_000);
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_CONTACT: '1000' });
});
afterAll(async () => ctx?.close());

const contact = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.90' }, payload });

it('names every invalid field of a request, nested ones by their dotted path', async () => {
  const response = await contact({ name: '  ', email: 'not-an-email', metadata: { source: 'x'.repeat(51) } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    code: 'VALIDATION_FAILED',
    message: 'Please enter your name',
    fields: {
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      message: 'Please enter a message',
      'metadata.source': expect.any(String),
    },
  });
});

it('sends no fields with any other error', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing' });
});

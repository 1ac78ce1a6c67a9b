import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '3' });
});
afterAll(async () => ctx?.close());

it('limits sign-in attempts per client with a 429 and a clear message', async () => {
  const parent = await createUser(ctx);
  const attempt = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: parent.email, password: 'guess guess guess' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
  expect(statuses.slice(0, 2)).toEqual([401, 401]);
  expect(statuses.at(-1)).toBe(429);
  const limited = await attempt();
  expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' });
});

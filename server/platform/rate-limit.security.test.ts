import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';
import { buildAnotherProcess } from '../../test/another-process.ts';
import { createUser } from '../../test/factories.ts';

// Issue 16, findings 9 and 10: anonymous floods were never limited (the session check answered
// 401 before the limit counted), and every limit lived in one process's memory.

const API_PER_MINUTE = 5;
const AI_HELPER_PER_HOUR = 3;

let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_API: String(API_PER_MINUTE), RATE_LIMIT_AI_HELPER: String(AI_HELPER_PER_HOUR) });
  other = await buildAnotherProcess(ctx);
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

/** Each test its own client address, so their counts do not mix. */
let nextAddress = 10;
const newClient = () => `198.51.100.${nextAddress++}`;

async function statuses(app: FastifyInstance, request: InjectOptions, times: number): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < times; i++) result.push((await app.inject(request)).statusCode);
  return result;
}

const helperRequest = (remoteAddress: string, cookie?: string): InjectOptions => ({
  method: 'POST',
  url: '/api/ai/generate-conversation',
  remoteAddress,
  headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  payload: { challengeInstructions: ['Draw your favourite animal'] },
});

describe('an anonymous flood', () => {
  it('is answered 429 once the API limit is used up, before any session lookup', async () => {
    const lookup = vi.spyOn(ctx.app.sessionReader, 'read');
    const request = { url: '/api/plans', remoteAddress: newClient(), headers: { cookie: 'kritzel.session_token=forged.value' } };
    const answers = await statuses(ctx.app, request, API_PER_MINUTE + 3);
    expect(answers).toEqual([...Array(API_PER_MINUTE).fill(401), 429, 429, 429]);
    // The refused requests cost no database lookup.
    expect(lookup.mock.calls.length).toBeLessThanOrEqual(API_PER_MINUTE);
    lookup.mockRestore();
  });

  it('is counted without a cookie too', async () => {
    const request = { url: '/api/plans', remoteAddress: newClient() };
    const answers = await statuses(ctx.app, request, API_PER_MINUTE + 1);
    expect(answers.at(-1)).toBe(429);
    expect((await ctx.app.inject(request)).json().message).toMatch(/^Too many requests\. Please try again in (less than a minute|about 1 minute)\.$/);
  });

  it('is counted against a per-parent limit by address when nobody is signed in', async () => {
    const client = newClient();
    const answers = await statuses(ctx.app, helperRequest(client), AI_HELPER_PER_HOUR + 1);
    expect(answers).toEqual([...Array(AI_HELPER_PER_HOUR).fill(401), 429]);
    // Issue 19: the wait in words a parent reads, not "3599 seconds".
    expect((await ctx.app.inject(helperRequest(client))).json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in about 1 hour.',
    });
  });
});

describe('limits shared by every process', () => {
  it('counts one client against one API budget on two processes', async () => {
    const request = { url: '/api/auth/providers', remoteAddress: newClient() };
    const first = await statuses(ctx.app, request, 3);
    const second = await statuses(other, request, 3);
    expect([...first, ...second]).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts concurrent requests on two processes exactly once each', async () => {
    const request = { url: '/api/auth/providers', remoteAddress: newClient() };
    const answers = await Promise.all([...Array(6)].flatMap(() => [ctx.app.inject(request), other.inject(request)]));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(API_PER_MINUTE);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - API_PER_MINUTE);
  });

  it("keeps a parent's AI-helper budget across processes and a restart, and apart from another parent's", async () => {
    const address = newClient();
    const parent = await createUser(ctx);
    expect(await statuses(ctx.app, helperRequest(address, parent.cookie), 2)).toEqual([200, 200]);
    expect(await statuses(other, helperRequest(address, parent.cookie), 2)).toEqual([200, 429]);

    // The process restarts: the budget is still used up.
    const restarted = await buildAnotherProcess(ctx);
    try {
      expect((await restarted.inject(helperRequest(address, parent.cookie))).statusCode).toBe(429);
      // Per parent, not per address: someone else in the same home has their own budget.
      const sibling = await createUser(ctx);
      expect((await restarted.inject(helperRequest(address, sibling.cookie))).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('keeps the contact form limit across a restart', async () => {
    const restartedCtx = await createTestApp({ RATE_LIMIT_CONTACT: '1' });
    try {
      const message = {
        method: 'POST' as const,
        url: '/api/contact',
        remoteAddress: newClient(),
        headers: { origin: TEST_ORIGIN },
        payload: { name: 'Sam', email: 'sam@example.com', message: 'Hello there' },
      };
      expect((await restartedCtx.app.inject(message)).statusCode).toBe(200);
      const restarted = await buildAnotherProcess(restartedCtx);
      try {
        expect((await restarted.inject(message)).statusCode).toBe(429);
      } finally {
        await restarted.close();
      }
    } finally {
      await restartedCtx.close();
    }
  });
});

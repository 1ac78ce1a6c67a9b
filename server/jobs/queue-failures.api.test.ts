import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';
import { capturingLogger } from '../../test/capturing-logger.ts';
import { createJobQueue, type JobDefinition, type JobQueue } from './queue.ts';

// Issue 20: pg-boss kept a failed attempt's error in its own table only; the operator saw nothing.
const alwaysFails = {
  name: 'test-always-fails',
  version: 1,
  payload: z.object({ n: z.number() }),
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
} satisfies JobDefinition<z.ZodType>;

let ctx: TestContext;
let queue: JobQueue;
const capture = capturingLogger('info');
beforeAll(async () => {
  ctx = await createTestApp();
  queue = createJobQueue(ctx.database, capture.logger);
  await queue.start();
});
afterAll(async () => {
  await queue?.stop(1);
  await ctx?.close();
});

describe('a job attempt that fails', () => {
  it('is logged with the job, the attempt and the reason, each time, and the last one says so', async () => {
    let calls = 0;
    await queue.work(alwaysFails, async () => {
      calls += 1;
      throw new Error(`the printer is out of ink (${calls})`);
    });
    await queue.enqueue(alwaysFails, { n: 1 });
    const deadline = Date.now() + 20_000;
    while (calls < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const failures = capture.lines.filter((line) => line.job === alwaysFails.name);
    expect(failures.map((line) => [line.level, line.attempt, line.attempts, line.msg])).toEqual([
      [40, 1, 2, 'job test-always-fails attempt 1 failed; it will be retried'],
      [40, 2, 2, 'job test-always-fails failed on its last attempt (2)'],
    ]);
    expect((failures[0]!.err as { message: string }).message).toBe('the printer is out of ink (1)');
    expect(failures[1]!.jobId).toBe(failures[0]!.jobId);
  }, 30_000);
});

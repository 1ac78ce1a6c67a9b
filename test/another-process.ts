import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createLogger } from '../server/runtime.ts';
import { buildTestApp, type TestContext } from './api-harness.ts';

/**
 * One more API process on a test's database, as a second instance behind the load balancer
 * (createTestApp twice would be two databases). Close it with `app.close()`; a new one on the
 * same context is that process restarted.
 */
export async function buildAnotherProcess(ctx: TestContext, logger: Logger = createLogger(ctx.config)): Promise<FastifyInstance> {
  return buildTestApp({ config: ctx.config, database: ctx.database, queue: ctx.queue, logger, storage: ctx.storage, analyser: ctx.analyser });
}

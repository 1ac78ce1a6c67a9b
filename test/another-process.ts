import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../server/app.ts';
import { createLogger } from '../server/runtime.ts';
import { createPaymentProvider } from '../server/providers/payments/index.ts';
import type { TestContext } from './api-harness.ts';
import { quickPasswordHashing } from './quick-password-hashing.ts';

/**
 * One more API process on a test's database, as a second instance behind the load balancer
 * (createTestApp twice would be two databases). Close it with `app.close()`; a new one on the
 * same context is that process restarted.
 */
export async function buildAnotherProcess(ctx: TestContext, logger: Logger = createLogger(ctx.config)): Promise<FastifyInstance> {
  const payments = createPaymentProvider({ config: ctx.config, db: ctx.database.db });
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    queue: ctx.queue,
    logger,
    storage: ctx.storage,
    analyser: ctx.analyser,
    payments,
    passwordHashing: quickPasswordHashing,
  });
  await app.ready();
  return app;
}

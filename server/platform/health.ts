import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { withTimeLimit } from './time-limit.ts';

/** A load balancer polls every few seconds; a database that takes longer than this is not ready. */
const PING_LIMIT_MS = 3_000;

/** Liveness says the process answers; readiness says it can serve (database reachable). */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await withTimeLimit(database.ping(), PING_LIMIT_MS);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).header('cache-control', 'no-store').send({ code: 'UNAVAILABLE', message: 'Database unavailable' });
    }
  });
}

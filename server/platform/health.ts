import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** Liveness says the process answers; readiness says it can serve (database reachable). */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ code: 'UNAVAILABLE', message: 'Database unavailable' });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { withTimeLimit } from './time-limit.ts';

/** A load balancer polls every few seconds; a database or file store slower than this is not ready. */
const PING_LIMIT_MS = 3_000;

/**
 * Liveness says the process answers; readiness says it can serve: the database answers and the
 * file store can be written (a process whose bucket is unreachable would accept uploads it cannot keep).
 */
export async function healthRoutes(app: FastifyInstance, { database, storage }: { database: Database; storage: FileStorage }) {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    const [db, files] = await Promise.allSettled([withTimeLimit(database.ping(), PING_LIMIT_MS), withTimeLimit(storage.ping(), PING_LIMIT_MS)]);
    if (db.status === 'fulfilled' && files.status === 'fulfilled') return { status: 'ready' };
    const down = [db.status === 'rejected' ? 'Database' : null, files.status === 'rejected' ? 'File store' : null].filter(Boolean).join(' and ');
    for (const check of [db, files]) if (check.status === 'rejected') request.log.warn({ err: check.reason }, `readiness check failed: ${down} unavailable`);
    return reply
      .status(503)
      .header('cache-control', 'no-store')
      .send({ code: 'UNAVAILABLE', message: `${down} unavailable` });
  });
}

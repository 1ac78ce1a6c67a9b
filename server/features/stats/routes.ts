import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ParentCountResponse } from '../../../contracts/stats.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createParentCount, PARENT_COUNT_TTL_MS } from './count-parents.ts';

/** GET /api/stats/parents: public; browsers and caches may keep it as long as the server does. */
export async function statsRoutes(app: FastifyInstance, deps: AppDeps) {
  const parentCount = createParentCount({ db: deps.database.db });
  app.withTypeProvider<ZodTypeProvider>().get('/api/stats/parents', { schema: { response: { 200: ParentCountResponse } } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${PARENT_COUNT_TTL_MS / 1000}`);
    return { parents: await parentCount() };
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OperatorDetails } from '../../../contracts/legal.ts';
import type { AppDeps } from '../../app-deps.ts';
import { getOperatorDetails } from './get-operator-details.ts';

/** GET /api/legal/operator: public; the details change only with a restart, so caches may keep them briefly. */
export async function legalRoutes(app: FastifyInstance, deps: AppDeps) {
  const details = getOperatorDetails(deps.config.operator);
  app.withTypeProvider<ZodTypeProvider>().get('/api/legal/operator', { schema: { response: { 200: OperatorDetails } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return details;
  });
}

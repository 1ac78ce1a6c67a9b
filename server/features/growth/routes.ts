import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GrowthSeriesResponse } from '../../../contracts/growth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { forParent, requireUser } from '../../platform/session.ts';
import { getGrowthSeries } from './get-growth-series.ts';

/** The plan page's Growth tab reads one series; the parent's own plan only (others' are 404). */
export async function growthRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/plans/:planId/growth',
    // Any text: an id that is not a uuid is simply not one of the parent's plans (404).
    { onRequest: requireUser, schema: { params: z.object({ planId: z.string() }), response: { 200: GrowthSeriesResponse } } },
    forParent((userId, request) => getGrowthSeries({ db, userId, planId: request.params.planId })),
  );
}

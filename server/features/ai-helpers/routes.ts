import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';

/** Skeleton: filled in by the weekly-loop work (issue 5). */
export async function aiHelperRoutes(_app: FastifyInstance, _deps: AppDeps) {}

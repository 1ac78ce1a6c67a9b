import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditEventsQuery, AuditEventsResponse } from '../../../contracts/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../platform/session.ts';
import { auditRepository } from './audit-repository.ts';

/** Who changed an item, what and when, newest first (shown under each prompt, message, order and voucher). */
export async function adminAuditRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/audit', { onRequest: requireAdmin, schema: { querystring: AuditEventsQuery, response: { 200: AuditEventsResponse } } }, async (request) =>
      auditRepository.forEntity(db, request.query.entityType, request.query.entityId, request.query),
    );
}

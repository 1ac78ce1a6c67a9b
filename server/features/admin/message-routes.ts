import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminMessage, AdminMessagesQuery, AdminMessagesResponse, UpdateMessageStatusRequest } from '../../../contracts/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireAdmin } from '../../platform/session.ts';
import { adminMessageRepository } from './message-repository.ts';
import { updateMessageStatus } from './update-message-status.ts';

/** Support Messages (spec 001 §2): newest first in pages, filtered by status; the admin sets any status. */
export async function adminMessageRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/messages',
    { onRequest: requireAdmin, schema: { querystring: AdminMessagesQuery, response: { 200: AdminMessagesResponse } } },
    async (request) => adminMessageRepository.page(db, request.query.status, request.query),
  );

  routes.patch(
    '/api/admin/messages/:id',
    { onRequest: requireAdmin, schema: { params: z.object({ id: z.string() }), body: UpdateMessageStatusRequest, response: { 200: AdminMessage } } },
    async (request) => {
      const actor = await currentUser(request);
      return updateMessageStatus({ db, actor, messageId: request.params.id, status: request.body.status });
    },
  );
}

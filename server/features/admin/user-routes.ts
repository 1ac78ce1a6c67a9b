import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserDetail, AdminUsersQuery, AdminUsersResponse } from '../../../contracts/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../platform/session.ts';
import { getUserDetail } from './get-user-detail.ts';
import { adminUserRepository } from './user-repository.ts';

/** User Management (spec 001 §2): the newest accounts in pages of 50, searched by part of an e-mail or a name, and one account's detail. */
export async function adminUserRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/users',
    { onRequest: requireAdmin, schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersResponse } } },
    async (request) => adminUserRepository.page(db, request.query.search || undefined, request.query),
  );

  routes.get(
    '/api/admin/users/:id',
    { onRequest: requireAdmin, schema: { params: z.object({ id: z.string() }), response: { 200: AdminUserDetail } } },
    async (request) => getUserDetail({ db, userId: request.params.id }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserDetail, AdminUsersQuery, AdminUsersResponse } from '../../../contracts/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../platform/session.ts';
import { getUserDetail } from './get-user-detail.ts';
import { adminUserRepository } from './user-repository.ts';

/** User Management (spec 001 §2): the 50 newest accounts, searched by e-mail, and one account's detail. */
export async function adminUserRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/users',
    { onRequest: requireAdmin, schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersResponse } } },
    async (request) => adminUserRepository.list(db, request.query.search || undefined),
  );

  routes.get(
    '/api/admin/users/:id',
    { onRequest: requireAdmin, schema: { params: z.object({ id: z.string() }), response: { 200: AdminUserDetail } } },
    async (request) => getUserDetail({ db, userId: request.params.id }),
  );
}

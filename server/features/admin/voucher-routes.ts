import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminVoucher, AdminVouchersQuery, AdminVouchersResponse, CreateVoucherRequest } from '../../../contracts/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireAdmin } from '../../platform/session.ts';
import { createAdminVoucher } from './create-admin-voucher.ts';
import { deactivateVoucher } from './deactivate-voucher.ts';
import { adminVoucherRepository } from './voucher-repository.ts';

/** Vouchers (spec 001 §2): list newest first in pages, create (201), deactivate one way. */
export async function adminVoucherRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/vouchers',
    { onRequest: requireAdmin, schema: { querystring: AdminVouchersQuery, response: { 200: AdminVouchersResponse } } },
    async (request) => adminVoucherRepository.page(db, request.query),
  );

  routes.post(
    '/api/admin/vouchers',
    { onRequest: requireAdmin, schema: { body: CreateVoucherRequest, response: { 201: AdminVoucher } } },
    async (request, reply) => {
      const actor = await currentUser(request);
      const voucher = await createAdminVoucher({ db, actor, request: request.body });
      return reply.status(201).send(voucher);
    },
  );

  routes.patch(
    '/api/admin/vouchers/:id/deactivate',
    { onRequest: requireAdmin, schema: { params: z.object({ id: z.string() }), response: { 200: AdminVoucher } } },
    async (request) => {
      const actor = await currentUser(request);
      return deactivateVoucher({ db, actor, voucherId: request.params.id });
    },
  );
}

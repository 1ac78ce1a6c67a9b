import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrder, AdminOrdersQuery, AdminOrdersResponse, UpdateFulfillmentRequest, UpdateOrderStatusRequest } from '../../../contracts/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireAdmin } from '../../platform/session.ts';
import { sendBytes } from '../files/send-bytes.ts';
import { readOrderArtwork } from './order-artwork.ts';
import { adminOrderRepository } from './order-repository.ts';
import { updateOrderFulfillment, updateOrderStatus } from './update-order.ts';

const OrderParams = z.object({ orderId: z.string() });

/** Product Orders (spec 001 §2): every parent's orders, status and fulfilment, and the artwork to print (beyond the spec: its original). */
export async function adminOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/orders',
    { onRequest: requireAdmin, schema: { querystring: AdminOrdersQuery, response: { 200: AdminOrdersResponse } } },
    async (request) => adminOrderRepository.page(db, request.query.status, request.query),
  );

  routes.patch(
    '/api/admin/orders/:orderId/status',
    { onRequest: requireAdmin, schema: { params: OrderParams, body: UpdateOrderStatusRequest, response: { 200: AdminOrder } } },
    async (request) => {
      const actor = await currentUser(request);
      return updateOrderStatus({ db, actor, orderId: request.params.orderId, status: request.body.status });
    },
  );

  routes.patch(
    '/api/admin/orders/:orderId/fulfillment',
    { onRequest: requireAdmin, schema: { params: OrderParams, body: UpdateFulfillmentRequest, response: { 200: AdminOrder } } },
    async (request) => {
      const actor = await currentUser(request);
      return updateOrderFulfillment({ db, actor, orderId: request.params.orderId, ...request.body });
    },
  );

  routes.get(
    '/api/admin/orders/:orderId/artwork',
    { onRequest: requireAdmin, schema: { params: OrderParams, querystring: z.object({ size: z.enum(['display', 'thumb']).default('display') }) } },
    async (request, reply) => {
      const artwork = await readOrderArtwork({ db, storage: deps.storage, orderId: request.params.orderId, size: request.query.size });
      return sendBytes(request, reply, artwork.data, {
        contentType: artwork.mimeType,
        cacheControl: 'private, no-store',
        disposition: `inline; filename="${artwork.fileName}"`,
      });
    },
  );

  // The file to print, at the size the parent uploaded it: saved, not shown, under the order's number.
  routes.get('/api/admin/orders/:orderId/artwork/original', { onRequest: requireAdmin, schema: { params: OrderParams } }, async (request, reply) => {
    const artwork = await readOrderArtwork({ db, storage: deps.storage, orderId: request.params.orderId, size: 'original' });
    return sendBytes(request, reply, artwork.data, {
      contentType: artwork.mimeType,
      cacheControl: 'private, no-store',
      disposition: `attachment; filename="${artwork.fileName}"`,
    });
  });
}

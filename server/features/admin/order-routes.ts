import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrder, AdminOrdersQuery, AdminOrdersResponse, UpdateFulfillmentRequest, UpdateOrderStatusRequest } from '../../../contracts/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../platform/errors.ts';
import { currentUser, requireAdmin } from '../../platform/session.ts';
import { sendBytes } from '../files/send-bytes.ts';
import { requireUuid } from './ids.ts';
import { adminOrderRepository } from './order-repository.ts';
import { ORDER_NOT_FOUND, updateOrderFulfillment, updateOrderStatus } from './update-order.ts';

const OrderParams = z.object({ orderId: z.string() });
const ARTWORK_NOT_FOUND = 'The artwork of this order was not found';

/** Product Orders (spec 001 §2): every parent's orders, status and fulfilment, and the artwork to print. */
export async function adminOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/orders',
    { onRequest: requireAdmin, schema: { querystring: AdminOrdersQuery, response: { 200: AdminOrdersResponse } } },
    async (request) => adminOrderRepository.list(db, request.query.status),
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
      const orderId = requireUuid(request.params.orderId, ORDER_NOT_FOUND);
      if (!(await adminOrderRepository.withEmail(db, orderId))) throw notFound(ORDER_NOT_FOUND);
      const file = await adminOrderRepository.artwork(db, orderId);
      if (!file) throw notFound(ARTWORK_NOT_FOUND);
      const key = request.query.size === 'thumb' && file.thumbKey ? file.thumbKey : file.storageKey;
      const data = await deps.storage.read(key).catch(() => null);
      if (!data) throw notFound(ARTWORK_NOT_FOUND);
      return sendBytes(request, reply, data, {
        contentType: file.mimeType,
        cacheControl: 'private, no-store',
        disposition: `inline; filename="order-${orderId.slice(0, 8)}-artwork.${file.mimeType === 'image/png' ? 'png' : 'jpg'}"`,
      });
    },
  );
}

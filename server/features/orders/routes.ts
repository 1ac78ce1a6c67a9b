import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SandboxAuthenticateRequest, SandboxAuthenticateResponse } from '../../../contracts/payments.ts';
import {
  Order,
  OrdersResponse,
  ProductCheckoutRequest,
  ProductCheckoutResponse,
  SandboxOrderPayRequest,
  SandboxOrderPayResponse,
} from '../../../contracts/shop.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { currentUser, forParent, requireUser } from '../../platform/session.ts';
import type { SandboxPaymentProvider } from '../../providers/payments/payment-provider.ts';
import { authenticateSandboxOrder } from './authenticate-sandbox-order.ts';
import { confirmOrder } from './confirm-order.ts';
import { createProductCheckout } from './create-product-checkout.ts';
import { orderRepository } from './repository.ts';
import { paySandboxOrder } from './pay-sandbox-order.ts';
import { toOrder } from './to-order.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import { sweepReceiptsNow } from '../payments/receipts/queue-receipts.ts';

const OrderParams = z.object({ orderId: z.string() });
const SessionId = z.string().max(300).optional();

/** Product checkout (spec 001 §7) and the parent's own orders. */
export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, payments } = deps;
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A confirmation or a test-mode payment may mark an order paid: its receipt goes out at once.
  const sweepReceipts = sweepReceiptsNow(deps.queue);

  routes.post(
    '/api/product-checkout',
    {
      preHandler: requireUser,
      // Each call may open a session at the provider: a parent needs a handful, not hundreds.
      config: { rateLimit: perParentPerHour(60) },
      schema: { body: ProductCheckoutRequest, response: { 200: ProductCheckoutResponse } },
    },
    forParent((userId, request) => createProductCheckout({ db, payments, publicUrl: config.publicUrl, userId, request: request.body })),
  );

  routes.get('/api/orders', { preHandler: requireUser, schema: { response: { 200: OrdersResponse } } }, async (request) => {
    const user = await currentUser(request);
    return (await orderRepository.listOwned(db, user.id)).map(toOrder);
  });

  routes.get(
    '/api/orders/:orderId',
    {
      preHandler: requireUser,
      schema: { params: OrderParams, querystring: z.object({ session_id: SessionId }), response: { 200: Order } },
      // Only a read that confirms a checkout (Stripe's return page) may pay; a plain read never does.
      onResponse: async (request, reply) => {
        if ((request.query as { session_id?: string }).session_id) await sweepReceipts.call(app, request, reply);
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const { orderId } = request.params;
      const sessionId = request.query.session_id;
      if (!sessionId) return getOwnedOrder(db, orderId, user.id);
      try {
        return await confirmOrder({ db, payments, userId: user.id, orderId, sessionId });
      } catch (error) {
        // The page still shows the order while the provider is unreachable; the webhook completes it.
        if (error instanceof AppError && error.status >= 500) {
          request.log.warn({ err: error, orderId }, 'order confirmation on read failed');
          return getOwnedOrder(db, orderId, user.id);
        }
        throw error;
      }
    },
  );

  routes.post(
    '/api/orders/:orderId/confirm',
    {
      preHandler: requireUser,
      config: { rateLimit: perParentPerHour(240) },
      schema: { params: OrderParams, body: z.object({ sessionId: SessionId }).optional(), response: { 200: Order } },
      onResponse: sweepReceipts,
    },
    forParent((userId, request) => confirmOrder({ db, payments, userId, orderId: request.params.orderId, sessionId: request.body?.sessionId })),
  );

  // The test-mode checkout page exists only while no real provider is configured.
  if (payments.kind === 'sandbox') await app.register(sandboxOrderRoutes, { db, sandbox: payments, onResponse: sweepReceipts });
}

async function sandboxOrderRoutes(
  app: FastifyInstance,
  { db, sandbox, onResponse }: { db: Db; sandbox: SandboxPaymentProvider; onResponse: ReturnType<typeof sweepReceiptsNow> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/sandbox/orders/:orderId/pay',
    {
      preHandler: requireUser,
      config: { rateLimit: perParentPerHour(120) },
      schema: { params: OrderParams, body: SandboxOrderPayRequest, response: { 200: SandboxOrderPayResponse } },
      onResponse,
    },
    forParent((userId, request) => paySandboxOrder({ db, sandbox, userId, orderId: request.params.orderId, request: request.body })),
  );

  // The test bank's page for a checkout waiting on a 3-D Secure confirmation (its returnUrl is the server's to choose).
  routes.post(
    '/api/sandbox/orders/:orderId/authenticate',
    {
      preHandler: requireUser,
      config: { rateLimit: perParentPerHour(120) },
      schema: { params: OrderParams, body: SandboxAuthenticateRequest, response: { 200: SandboxAuthenticateResponse } },
      onResponse,
    },
    async (request) => {
      const user = await currentUser(request);
      const { clientSecret, approve } = request.body;
      return authenticateSandboxOrder({ db, sandbox, userId: user.id, orderId: request.params.orderId, clientSecret, approve });
    },
  );
}

async function getOwnedOrder(db: Db, orderId: string, userId: string) {
  const order = await orderRepository.findOwned(db, orderId, userId);
  if (!order) throw notFound(messageKey('errors.order.notFound'));
  return toOrder(order);
}

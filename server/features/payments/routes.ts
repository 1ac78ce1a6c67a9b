import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfirmPaymentRequest, ConfirmPaymentResponse, CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { forParent, requireUser } from '../../platform/session.ts';
import { confirmPayment } from './confirm-payment.ts';
import { createPaymentIntent } from './create-payment-intent.ts';
import { sweepReceiptsNow } from './receipts/queue-receipts.ts';
import { receiptRoutes } from './receipts/routes.ts';
import { sandboxPaymentRoutes } from './sandbox-routes.ts';
import { paymentWebhookRoutes } from './webhook-routes.ts';

export type PaymentRoutesDeps = { db: Db; payments: PaymentProvider; queue: Pick<JobQueue, 'enqueue'> };

export async function paymentRoutes(app: FastifyInstance, deps: PaymentRoutesDeps) {
  const { db, payments } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Each of these may find a plan paid (an intent reused, a confirmation, a voucher after a card).
  const onResponse = sweepReceiptsNow(deps.queue);

  routes.post(
    '/api/create-payment-intent',
    {
      preHandler: requireUser,
      // Each call may open an intent at the provider: a parent needs a handful (an open one is
      // reused). Counted per parent, not per address: a family shares one router.
      config: { rateLimit: perParentPerHour(60) },
      schema: { body: CreatePaymentIntentRequest, response: { 200: CreatePaymentIntentResponse } },
      onResponse,
    },
    forParent((userId, request) => createPaymentIntent({ db, payments, userId, request: request.body })),
  );

  routes.post(
    '/api/confirm-payment',
    { preHandler: requireUser, schema: { body: ConfirmPaymentRequest, response: { 200: ConfirmPaymentResponse } }, onResponse },
    forParent((userId, request) => confirmPayment({ db, payments, userId, request: request.body })),
  );

  await app.register(receiptRoutes, { db });
  await app.register(paymentWebhookRoutes, deps);
  // The test-mode card form exists only while no real provider is configured.
  if (payments.kind === 'sandbox') await app.register(sandboxPaymentRoutes, { sandbox: payments });
}

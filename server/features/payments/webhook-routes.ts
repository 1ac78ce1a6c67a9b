import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WebhookResponse } from '../../../contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { handlePaymentWebhook } from './handle-payment-webhook.ts';
import { sweepReceiptsNow } from './receipts/queue-receipts.ts';

/** Stripe's events are small; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/webhooks/stripe. Its own plugin, because the signature covers the exact bytes
 * sent: here alone JSON is kept as a raw Buffer instead of being parsed. The Origin check
 * exempts /api/webhooks/; the signature is the authentication.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, deps: { db: Db; payments: PaymentProvider; queue: Pick<JobQueue, 'enqueue'> }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/webhooks/stripe', { schema: { response: { 200: WebhookResponse } }, onResponse: sweepReceiptsNow(deps.queue) }, async (request) => {
      const header = request.headers['stripe-signature'];
      return handlePaymentWebhook({
        db: deps.db,
        payments: deps.payments,
        rawBody: request.body,
        signature: typeof header === 'string' ? header : undefined,
        log: request.log,
      });
    });
}

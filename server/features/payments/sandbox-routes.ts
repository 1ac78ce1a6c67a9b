import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHECKOUT_REDIRECT_URL,
  SandboxAuthenticateRequest,
  SandboxAuthenticateResponse,
  SandboxConfirmRequest,
  SandboxConfirmResponse,
  withRedirectQuery,
} from '../../../contracts/payments.ts';
import { notFound } from '../../platform/errors.ts';
import { currentUser, requireUser } from '../../platform/session.ts';
import { INTENT_ID_PATTERN, type SandboxPaymentProvider } from '../../providers/payments/payment-provider.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

const IntentParams = z.object({ id: z.string() });

/**
 * The sandbox's stand-in for Stripe.js: the test-mode card form posts the card here, and the
 * 3-D Secure test page posts the parent's answer. Registered only in sandbox mode.
 */
export async function sandboxPaymentRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxPaymentProvider }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const intentId = (id: string) => {
    if (!INTENT_ID_PATTERN.test(id)) throw notFound(messageKey('errors.payment.notFound'));
    return id;
  };

  routes.post(
    '/api/sandbox/payment-intents/:id/confirm',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { params: IntentParams, body: SandboxConfirmRequest, response: { 200: SandboxConfirmResponse } },
    },
    async (request) => {
      const user = await currentUser(request);
      const { clientSecret, cardNumber, expMonth, expYear, cvc, returnUrl } = request.body;
      return sandbox.confirmCard({
        id: intentId(request.params.id),
        clientSecret,
        userId: user.id,
        card: { cardNumber, expMonth, expYear, cvc },
        returnUrl: returnUrl ?? CHECKOUT_REDIRECT_URL,
      });
    },
  );

  routes.post(
    '/api/sandbox/payment-intents/:id/authenticate',
    { preHandler: requireUser, schema: { params: IntentParams, body: SandboxAuthenticateRequest, response: { 200: SandboxAuthenticateResponse } } },
    async (request) => {
      const user = await currentUser(request);
      const id = intentId(request.params.id);
      const { clientSecret, approve, returnUrl } = request.body;
      const result = await sandbox.authenticate({ id, clientSecret, userId: user.id, approve });
      const redirectUrl = returnUrl ? withRedirectQuery(returnUrl, { paymentIntentId: id, clientSecret, succeeded: result.status === 'succeeded' }) : null;
      return { ...result, redirectUrl };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactRequest, ContactResponse } from '../../../contracts/contact.ts';
import type { AppDeps } from '../../app-deps.ts';
import { sendContactMessage } from './send-contact-message.ts';

/** POST /api/contact: public; a signed-in parent's messages carry their user id. */
export async function contactRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, database, queue, logger } = deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      // Per client IP: the form is open to visitors, and each message reaches a person.
      config: { rateLimit: { max: config.rateLimitContact, timeWindow: '1 hour' } },
      schema: { body: ContactRequest, response: { 200: ContactResponse } },
    },
    async (request) => {
      const user = await request.sessionUser();
      return sendContactMessage({ db: database.db, queue, logger, supportEmail: config.supportEmail, userId: user?.id ?? null, request: request.body });
    },
  );
}

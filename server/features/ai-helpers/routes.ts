import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GenerateConversationRequest, GenerateConversationResponse, GenerateExamplesRequest, GenerateExamplesResponse } from '../../../contracts/ai-helpers.ts';
import type { AppDeps } from '../../app-deps.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { requireUser } from '../../platform/session.ts';
import { requestLocale } from '../../i18n/index.ts';
import { generateConversation } from './generate-conversation.ts';
import { generateExamples } from './generate-examples.ts';

/** Spec 000 §7, the preparation helpers. Signed-in only: each may cost an AI call. */
export async function aiHelperRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, analyser, logger } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = perParentPerHour(config.rateLimitAiHelper);

  api.post(
    '/api/ai/generate-conversation',
    { onRequest: requireUser, config: { rateLimit }, schema: { body: GenerateConversationRequest, response: { 200: GenerateConversationResponse } } },
    async (request) => generateConversation({ analyser, logger, ...request.body, locale: requestLocale(request) }),
  );

  api.post(
    '/api/ai/generate-examples',
    { onRequest: requireUser, config: { rateLimit }, schema: { body: GenerateExamplesRequest, response: { 200: GenerateExamplesResponse } } },
    async (request) => generateExamples({ analyser, logger, ...request.body, locale: requestLocale(request) }),
  );
}

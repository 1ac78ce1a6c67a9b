import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import { sendEmailJob } from './jobs/send-email.ts';
import { createAuth, type Auth } from './features/auth/auth.ts';
import { resolveAuthSecret } from './features/auth/auth-secret.ts';
import { authRoutes } from './features/auth/routes.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { healthRoutes } from './platform/health.ts';
import { registerOriginCheck, registerSecurityHeaders } from './platform/security.ts';
import { registerSession } from './platform/session.ts';
import { registerWebApp } from './platform/web-app.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  queue: JobQueue;
  logger: Logger;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    deps: AppDeps;
  }
}

/** JSON bodies are small; uploads get their own per-route limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP app. main.ts listens on it; tests call inject() on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, queue, logger } = deps;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  // Webhooks from payment providers carry a signature instead of an Origin.
  registerOriginCheck(app, [config.publicUrl, ...config.trustedOrigins], ['/api/webhooks/']);
  await app.register(rateLimit, {
    max: config.rateLimitApi,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  const auth = createAuth({
    config,
    db: database.db,
    secret: resolveAuthSecret(config),
    events: {
      userCreated: async (userId) => {
        await queue.enqueue(sendEmailJob, { template: 'welcome', userId, dedupeKey: `welcome:${userId}` });
      },
      existingUserSignUp: async (userId) => {
        // One notice per hour at most, however often someone tries.
        const hour = new Date().toISOString().slice(0, 13);
        await queue.enqueue(sendEmailJob, { template: 'sign-up-attempt', userId, dedupeKey: `sign-up-attempt:${userId}:${hour}` });
      },
    },
  });
  app.decorate('auth', auth);
  registerSession(app, auth);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, config });
  await registerWebApp(app, config.webDir);
  return app;
}

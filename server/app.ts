import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { s3UploadOrigin } from './providers/storage/s3-storage.ts';
import { createAuth } from './features/auth/auth.ts';
import { createAuthEvents } from './features/auth/auth-events.ts';
import { resolveAuthSecret } from './features/auth/auth-secret.ts';
import { authRoutes } from './features/auth/routes.ts';
import { drawingRoutes } from './features/free-analysis/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { planRoutes } from './features/plans/routes.ts';
import { submissionRoutes } from './features/submissions/routes.ts';
import { checkpointRoutes } from './features/checkpoints/routes.ts';
import { growthRoutes } from './features/growth/routes.ts';
import { taskRoutes } from './features/tasks/routes.ts';
import { aiHelperRoutes } from './features/ai-helpers/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { videoRoutes } from './features/video/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { legalRoutes } from './features/legal/routes.ts';
import { statsRoutes } from './features/stats/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { accountDataRoutes } from './features/account/data-routes.ts';
import { registerFeedbackSeen } from './features/notices/feedback-seen.ts';
import { noticeRoutes } from './features/notices/routes.ts';
import { shapeSheetRoutes } from './features/tasks/sheet/routes.ts';
import { NOTIFICATIONS_API } from '../contracts/notifications.ts';
import { registerOpenApi } from './features/api-docs/openapi.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { apiDocsRoutes } from './features/api-docs/routes.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { httpServerOptions, registerBodyIdleTimeout } from './platform/http-limits.ts';
import { registerTextGuard } from './platform/text-guard.ts';
import { healthRoutes } from './platform/health.ts';
import { registerOriginCheck, registerSecurityHeaders } from './platform/security.ts';
import { registerSession } from './platform/session.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerReturnAddressCheck } from './platform/return-address.ts';
import { registerRequestIdHeader, requestIdOf } from './platform/request-id.ts';
import { responseSerializerCompiler } from './platform/response-serializer.ts';
import { registerWebApp } from './platform/web-app.ts';
import type { AppDeps } from './app-deps.ts';

/** JSON bodies are small; uploads get their own per-route limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP app. main.ts listens on it; tests call inject() on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, queue, logger, storage, analyser, payments } = deps;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    genReqId: requestIdOf,
    requestIdHeader: false,
    ...httpServerOptions(config.http),
  });
  app.server.maxConnections = config.http.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('deps', deps);
  registerRequestIdHeader(app);
  registerBodyIdleTimeout(app, config.http.bodyIdleTimeoutMs);
  registerErrorHandling(app);
  registerTextGuard(app);
  // With S3 the configurators PUT artwork straight to the bucket, so the page may connect there.
  registerSecurityHeaders(app, {
    stripe: config.stripe !== null,
    https: config.publicUrl.startsWith('https://'),
    uploadOrigins: config.s3 ? [s3UploadOrigin(config.s3)] : [],
  });
  // Webhooks from payment providers carry a signature instead of an Origin; a mail client's
  // one-click unsubscribe (RFC 8058) carries a signed token and no cookie is needed or used.
  registerOriginCheck(app, [config.publicUrl, ...config.trustedOrigins], ['/api/webhooks/', NOTIFICATIONS_API.unsubscribe]);
  registerReturnAddressCheck(app, [config.publicUrl, ...config.trustedOrigins]);
  await registerRateLimits(app, { db: database.db, maxPerMinute: config.rateLimitApi });

  await app.register(cookie);
  // Per-route limits are passed to readMultipart; these are the outer bounds.
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 20, fields: 60, parts: 100 } });

  const auth = createAuth({
    config,
    db: database.db,
    secret: resolveAuthSecret(config),
    events: createAuthEvents({ queue, db: database.db, publicUrl: config.publicUrl }),
    logger,
    passwordHashing: deps.passwordHashing,
  });
  app.decorate('auth', auth);
  registerSession(app, { auth, database });
  registerFeedbackSeen(app, { db: database.db, logger });

  await registerOpenApi(app, { publicUrl: config.publicUrl });
  await app.register(healthRoutes, { database, storage });
  await app.register(authRoutes, { auth, config, database });
  await app.register(fileRoutes, { db: database.db, storage });
  await app.register(drawingRoutes, { db: database.db, storage, analyser, rateLimitPerHour: config.rateLimitAnalyze });
  await app.register(planRoutes, { db: database.db, storage, analyser });
  await app.register(paymentRoutes, { db: database.db, payments, queue });
  await app.register(submissionRoutes, deps);
  await app.register(checkpointRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(growthRoutes, deps);
  await app.register(taskRoutes, deps);
  await app.register(aiHelperRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(videoRoutes, deps);
  await app.register(seoRoutes, deps);
  await app.register(legalRoutes, deps);
  await app.register(statsRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(accountDataRoutes, deps);
  await app.register(noticeRoutes, deps);
  await app.register(shapeSheetRoutes);
  await app.register(apiDocsRoutes);
  await registerWebApp(app, config.webDir);
  return app;
}

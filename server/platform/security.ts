import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { ErrorCode } from '../../contracts/errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers: a strict CSP (no inline scripts, no third-party origins). Only when
 * Stripe is configured may Stripe.js and its frames load, as Stripe documents for Elements.
 * `uploadOrigins`: the S3 bucket the configurators PUT artwork to directly (presigned URLs).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean; uploadOrigins?: string[] } = { stripe: false }): Promise<void> {
  const stripeScripts = options.stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = options.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = options.stripe ? ['https://api.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeApi, ...(options.uploadOrigins ?? [])],
        frameSrc: stripeFrames.length > 0 ? stripeFrames : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  });
}

/**
 * CSRF protection for cookie sessions: cookies are SameSite=Lax, and every state-changing
 * request must come from one of our own origins. Browsers always send Origin on cross-site
 * POST/PUT/PATCH/DELETE, so a missing Origin means a non-browser client (curl, tests,
 * server-to-server webhooks), which cannot ride on a victim's cookies.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[], exemptPrefixes: string[] = []): void {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '')));
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (exemptPrefixes.some((p) => request.url.startsWith(p))) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin === undefined) {
      if (fetchSite === 'cross-site') return reply.status(403).send({ code: ErrorCode.forbidden, message: 'Cross-site request refused' });
      return;
    }
    if (!allowed.has(origin)) {
      request.log.warn({ origin }, 'refused a state-changing request from a foreign origin');
      return reply.status(403).send({ code: ErrorCode.forbidden, message: 'Cross-site request refused' });
    }
  });
}

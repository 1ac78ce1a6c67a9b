import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { ErrorCode } from '../../contracts/errors.ts';
import { messageKey } from '../../contracts/i18n/keys.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CROSS_SITE = messageKey('errors.crossSite');

/**
 * Security headers: a strict CSP (no inline scripts, no third-party origins). Only when
 * Stripe is configured may Stripe.js and its frames load, as Stripe documents for Elements.
 * `uploadOrigins`: the S3 bucket the configurators PUT artwork to directly (presigned URLs).
 *
 * The policy has no per-request part (no nonces), so helmet's headers are worked out once and
 * set on every response as they are. @fastify/helmet built helmet and parsed the CSP again on
 * every request, about 4 % of a signed-in GET's time (issue 17, ADR 021).
 *
 * `https`: whether PUBLIC_URL is https. Only then is Strict-Transport-Security sent; on a plain
 * http:// address browsers ignore it at best, and it promises what the server does not keep.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = { stripe: false, https: false }): void {
  const headers = Object.entries(helmetHeaders(helmetOptions(options)));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

export type SecurityHeaderOptions = { stripe: boolean; https: boolean; uploadOrigins?: string[] };

function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  const stripeScripts = options.stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = options.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = options.stripe ? ['https://api.stripe.com'] : [];
  return {
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
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets with these options, read off one run of its middleware. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
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
      if (fetchSite === 'cross-site') return reply.status(403).send({ code: ErrorCode.forbidden, message: CROSS_SITE });
      return;
    }
    if (!allowed.has(origin)) {
      request.log.warn({ origin }, 'refused a state-changing request from a foreign origin');
      return reply.status(403).send({ code: ErrorCode.forbidden, message: CROSS_SITE });
    }
  });
}

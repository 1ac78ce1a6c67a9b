import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { ErrorCode } from '../../contracts/errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers: a strict CSP (no inline scripts, no third-party origins). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

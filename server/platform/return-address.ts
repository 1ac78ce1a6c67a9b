import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contracts/errors.ts';
import { messageKey } from '../../contracts/i18n/keys.ts';
import { safeReturnTo } from '../../contracts/return-to.ts';

/** The addresses better-auth sends the browser to once a link, a form or a provider is done. */
const RETURN_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];
const BASE = 'http://kritzel.invalid';

/**
 * better-auth accepts "/.//evil.example" as a relative callbackURL and, when it appends its
 * `?error=…`, normalises it into "//evil.example": a redirect to another site. (Under
 * NODE_ENV=test it skips its own check altogether.) So every return address sent to
 * /api/identity/* must be one of our paths, as safeReturnTo defines them, or on one of our origins.
 */
export function registerReturnAddressCheck(app: FastifyInstance, ownOrigins: string[]): void {
  const origins = new Set(ownOrigins.map((origin) => origin.replace(/\/$/, '')));
  const acceptable = (value: unknown) => value === undefined || value === '' || (typeof value === 'string' && isOwnAddress(value, origins));
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/identity/')) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (RETURN_FIELDS.every((field) => acceptable(query[field]) && acceptable(body[field]))) return;
    return reply.status(403).send({ code: ErrorCode.forbidden, message: messageKey('errors.returnAddress') });
  });
}

function isOwnAddress(value: string, origins: Set<string>): boolean {
  if (value.startsWith('/')) {
    // Refused outright (//, /\, control characters), or a path that only resolves to "//…".
    return safeReturnTo(value, '') !== '' && !new URL(value, BASE).pathname.startsWith('//');
  }
  try {
    return origins.has(new URL(value).origin);
  } catch {
    return false;
  }
}

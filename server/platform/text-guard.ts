import type { FastifyInstance } from 'fastify';
import { messageKey } from '../../contracts/i18n/keys.ts';
import { isOneLine } from '../../contracts/one-line.ts';
import { AppError } from './errors.ts';

export const UNSTORABLE_TEXT_MESSAGE = messageKey('errors.text.unstorable');

// A high surrogate without a low one after it, or a low one without a high one before it.
// (String.prototype.isWellFormed would do, but it is ES2024 and our lib is ES2023.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL refuses NUL in text and cannot encode a lone surrogate as UTF-8. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

export const unstorableText = () => new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE);

/** Throws for the first string (a key or a value, at any depth) the database could not store. */
export function assertStorableText(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) throw unstorableText();
    return;
  }
  // Raw bodies (direct uploads, webhooks verified on their bytes) are not text fields.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return;
  // JSON bodies are bounded by the body limit; the depth bound keeps the walk off the stack's edge.
  if (depth > 64) throw new AppError('BAD_REQUEST', messageKey('errors.body.nestedTooDeeply'));
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) throw unstorableText();
    assertStorableText(item, depth + 1);
  }
}

/**
 * One rule for every route, the ones better-auth serves under /api/identity/* included: text a
 * database column could not hold is a 400 with a clear message, not a 500 from PostgreSQL.
 * preValidation runs after the body is parsed and before any handler; multipart fields are
 * checked the same way in readMultipart, since their body is read inside the handler.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params);
    assertStorableText(request.query);
    assertStorableText(request.body);
    if (request.url.startsWith('/api/identity/')) assertOneLineNames(request.body);
  });
}

/** The parent's names that better-auth stores (sign-up, update-user), under oneLine's rule. */
const IDENTITY_NAME_FIELDS = ['name', 'firstName', 'lastName'] as const;

/**
 * better-auth's routes are not validated by our contracts, so the names they take are held to
 * the same rule here: one line, or a 400 before anything is stored or mailed.
 */
function assertOneLineNames(body: unknown): void {
  if (body === null || typeof body !== 'object') return;
  for (const field of IDENTITY_NAME_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && !isOneLine(value)) throw new AppError('BAD_REQUEST', messageKey('errors.text.oneLine'));
  }
}

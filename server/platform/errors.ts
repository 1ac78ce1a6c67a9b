import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorResponse } from '../../contracts/errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { messageKey, type MessageKey } from '../../contracts/i18n/keys.ts';
import type { Translator } from '../../contracts/i18n/translator.ts';
import { requestLocale, translator } from '../i18n/index.ts';
import { StorageUnavailableError } from '../providers/storage/file-storage.ts';
import { answerInLanguage, hasMessage } from './answer-message.ts';

export const UNAVAILABLE_MESSAGE = messageKey('errors.unavailable');

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_FAILED: 402,
  CARD_DECLINED: 402,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_A_DRAWING: 422,
  RATE_LIMITED: 429,
  INVALID_TOKEN: 400,
  GONE: 410,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A message's ICU placeholder values ("{week}", "{count, plural, …}"). */
export type MessageArgs = Readonly<Record<string, string | number>>;

/** An error's values, or how to write them in a language where a value is itself words (a checklist item's name). */
export type ErrorArgs = MessageArgs | ((t: Translator) => MessageArgs);

const valuesIn = (t: Translator, values: ErrorArgs | undefined): MessageArgs | undefined => (typeof values === 'function' ? values(t) : values);

/**
 * The one error type services throw. `message` is safe to show to a parent: a catalogue key
 * (issue 37), answered in the request's language with `values` in its placeholders, or (admin
 * only, or a provider's own words) a text sent as it is. `error.message` is the English text,
 * for the log and for tests.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly key: MessageKey | undefined;
  readonly values: ErrorArgs | undefined;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; values?: ErrorArgs }) {
    const english = translator('en');
    const key = english.has(message) ? message : undefined;
    super(key ? english(key, valuesIn(english, options?.values)) : message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.key = key;
    this.values = options?.values;
  }

  /** The message in the language `t` speaks. */
  say(t: Translator): string {
    return this.key ? t(this.key, valuesIn(t, this.values)) : this.message;
  }
}

export const notFound = (message: string = messageKey('errors.notFound')) => new AppError(ErrorCode.notFound, message);
export const unauthorized = () => new AppError(ErrorCode.unauthorized, messageKey('errors.unauthorized'));
export const forbidden = (message: string = messageKey('errors.forbidden')) => new AppError(ErrorCode.forbidden, message);

/** A message in English: what the log reads, and what tests compare an English answer with. */
export const englishMessage = (key: MessageKey, values?: MessageArgs): string => translator('en')(key, values);

/** Fastify's own error codes, mapped to ours so the wire shape never varies. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.badRequest, message: 'errors.body.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.badRequest, message: 'errors.body.empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.payloadTooLarge, message: 'errors.body.tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.unsupportedMediaType, message: 'errors.body.unsupportedType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.badRequest, message: 'errors.body.invalidLength' },
};

/**
 * The status and body an error is answered with, its message (and each field's) written by `t`
 * where it is a catalogue key: the request's language, English by default.
 */
export function toErrorResponse(error: FastifyError | Error, t: Translator = translator('en')): { status: number; body: ErrorResponse } {
  const { status, body } = errorResponse(error, t);
  return { status, body: inLanguage(body, t) };
}

function errorResponse(error: FastifyError | Error, t: Translator): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) return { status: error.status, body: { code: error.code, message: error.say(t) } };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The schema's own message is the parent-facing text (e.g. "Please enter your child's name").
    const message = error.validation[0]?.message ?? messageKey('errors.invalidRequest');
    const fields = fieldMessages(error.validation);
    return { status: 400, body: { code: ErrorCode.validation, message, ...(fields ? { fields } : {}) } };
  }
  const fastifyCode = 'code' in error && typeof error.code === 'string' ? FASTIFY_CODES[error.code] : undefined;
  if (fastifyCode) return { status: STATUS[fastifyCode.code], body: fastifyCode };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) return { status, body: { code: ErrorCode.rateLimited, message: error.message } };
  if (status >= 400 && status < 500) {
    const code = Object.entries(STATUS).find(([, s]) => s === status)?.[0] as ErrorCode | undefined;
    return { status, body: { code: code ?? ErrorCode.badRequest, message: error.message } };
  }
  // A database or file-store outage is temporary and not the request's fault: say so, and that retrying helps.
  if (isDatabaseUnavailable(error) || error instanceof StorageUnavailableError)
    return { status: 503, body: { code: ErrorCode.unavailable, message: UNAVAILABLE_MESSAGE } };
  // Never leak a 5xx's internals to the client; the log has them.
  return { status: 500, body: { code: ErrorCode.internal, message: messageKey('errors.internal') } };
}

/**
 * Each invalid field's first message, keyed by its dotted path ("shippingAddress.city"), so a form
 * can show every problem under its own input at once. Issues about the whole request have no field.
 */
function fieldMessages(issues: readonly { instancePath: string; message?: string }[]): Record<string, string> | undefined {
  // A Map, not an object: a field named "__proto__" or "constructor" is just a name here.
  const fields = new Map<string, string>();
  for (const { instancePath, message } of issues) {
    const field = instancePath.split('/').filter(Boolean).join('.');
    if (field && message && !fields.has(field)) fields.set(field, message);
  }
  return fields.size > 0 ? Object.fromEntries(fields) : undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Every error body, thrown or sent by a route, and every success answer's `message` pass here on
  // their way out, to be written in the request's language.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!hasMessage(payload)) return payload;
    const t = translator(requestLocale(request));
    if (reply.statusCode < 400) return answerInLanguage(payload, t);
    return isErrorBody(payload) ? inLanguage(payload, t) : payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error, translator(requestLocale(request)));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send(body);
  });
}

/** An error body a route sent itself ({ code, message }), as thrown ones are. */
function isErrorBody(payload: unknown): payload is ErrorResponse {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as ErrorResponse).code === 'string' &&
    typeof (payload as ErrorResponse).message === 'string'
  );
}

/**
 * The message (and each field's) in `t`'s language (issue 37), where it is a catalogue key — a
 * contract's validation message, a service's `AppError`, a route's own. The code never changes.
 */
function inLanguage(body: ErrorResponse, t: Translator): ErrorResponse {
  const say = (message: string) => (t.has(message) ? t(message) : message);
  const fields = body.fields ? Object.fromEntries(Object.entries(body.fields).map(([field, message]) => [field, say(message)])) : undefined;
  return { ...body, message: say(body.message), ...(fields ? { fields } : {}) };
}

export function sendApiNotFound(method: string, url: string): ErrorResponse {
  return { code: ErrorCode.notFound, message: `No route for ${method} ${url.split('?')[0]}` };
}

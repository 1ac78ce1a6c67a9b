import type { LogFn, Logger } from 'pino';

const CENSOR = '[redacted]';

/**
 * Drizzle's failed-query message ends "params: <every bound value>" (session tokens, names,
 * e-mails, a parent's message); everything from there on is dropped.
 */
const QUERY_PARAMS = /\n?params:[\s\S]*$/;
const SESSION_COOKIE = /(session_token=)[^;\s]+/gi;
/** better-auth's signed session cookie value: a 32-character token, a dot, its signature. */
const SIGNED_TOKEN = /\b[A-Za-z0-9]{32}\.[A-Za-z0-9%+/_=-]{20,}/g;

/** Fields of pg, PGlite and Drizzle errors that repeat the statement's values or a row's data. */
const UNSAFE_ERROR_FIELDS = new Set(['query', 'params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);
const MAX_CAUSES = 5;

/** Any e-mail address in a text: a local part, @, a dotted domain. */
const EMAIL_ADDRESS = /([A-Za-z0-9._%+'-])[A-Za-z0-9._%+'-]*@((?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]{2,})/g;

/**
 * An address as the log may show it: its first character and its domain (b***@example.test),
 * enough to tell which mail provider refused a message, not whose mailbox it was.
 */
export const maskEmails = (text: string): string => text.replace(EMAIL_ADDRESS, '$1***@$2');

const scrubTokens = (text: string) => maskEmails(text.replace(SESSION_COOKIE, `$1${CENSOR}`).replace(SIGNED_TOKEN, CENSOR));

/** A message as it may be logged: query parameters, session tokens and e-mail addresses removed. */
export function scrubText(text: string): string {
  return scrubTokens(text.replace(QUERY_PARAMS, `\nparams: ${CENSOR}`));
}

/** The stack with the scrubbed message in place of the original; the frames are kept. */
function scrubStack(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  if (error.stack.includes(error.message)) return scrubTokens(error.stack.replace(error.message, message));
  return scrubTokens(error.stack.replace(/\n?params:[\s\S]*?(?=\n\s+at |$)/, `\nparams: ${CENSOR}`));
}

type LoggedError = { type: string; message: string; stack?: string; cause?: LoggedError | unknown; [field: string]: unknown };

/**
 * Pino's `err` serializer: type, message, stack, the error's plain fields (code, severity,
 * constraint…) and its causes, each scrubbed; never the statement, its parameters or the row.
 */
export function serializeError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubText(error) : error;
  const message = scrubText(error.message);
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: scrubStack(error, message),
  };
  for (const [field, value] of Object.entries(error)) {
    if (UNSAFE_ERROR_FIELDS.has(field) || field === 'cause') continue;
    if (typeof value === 'string') logged[field] = scrubText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

const MAX_FIELD_DEPTH = 6;

/** A log call's fields with every e-mail address masked; errors are left to serializeError. */
function maskFields(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (value === null || typeof value !== 'object' || value instanceof Error || depth > MAX_FIELD_DEPTH) return value;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value) || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => maskFields(item, depth + 1));
  // Fastify's request and reply objects go to their own serializers, which log no address.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskFields(item, depth + 1)]));
}

/**
 * Pino's `logMethod` hook: the one place every log line passes, whichever logger, child or
 * plugin wrote it. Its message and fields lose their e-mail addresses (issue 34: the outbox line
 * and mail errors logged the parent's full address).
 */
export function maskEmailsInLogCall(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  method.apply(this, args.map((arg) => maskFields(arg, 0)) as Parameters<LogFn>);
}

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's `logger` option. By default it prints to the console, where a database outage
 * put the raw session token into the log dozens of times a second (its messages quote the
 * failed query with its parameters). Here every message goes through our logger, scrubbed.
 */
export function betterAuthLogger(logger: Logger) {
  const log = logger.child({ component: 'better-auth' });
  return {
    level: 'info' as const,
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error);
      // Other arguments are hints (trusted origins, fetch metadata); only their text is kept.
      const details = args.filter((arg): arg is string => typeof arg === 'string').map(scrubText);
      log[level]({ ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) }, scrubText(String(message)));
    },
  };
}

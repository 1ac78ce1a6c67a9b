import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { maskEmailsInLogCall, serializeError } from './log-safety.ts';

const CENSOR = '[redacted]';

/** Fields that may hold a secret or a child's words, wherever they appear in a log object. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'clientSecret',
  'secret',
  'transcript',
  'transcripts',
];

/** Query parameters that carry a capability (upload tokens, OAuth codes, Stripe secrets, presigned signatures). */
const SECRET_PARAMS = /token|secret|password|signature|credential|^code$|^state$|session_id|key/i;
/** Path segments that are themselves a token (better-auth's reset-password links). */
const SECRET_PATH = /(\/reset-password\/)[^/?#]+/;

/** A request URL as it may be logged: secret query values and path tokens replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_PATH, `$1${CENSOR}`);
  if (!query) return safePath;
  const params = query.split('&').map((pair) => {
    const [name = ''] = pair.split('=', 1);
    return SECRET_PARAMS.test(decodeURIComponent(name)) ? `${name}=${CENSOR}` : pair;
  });
  return `${safePath}?${params.join('&')}`;
}

type LoggedRequest = { method?: string; url?: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * Pino options for every process. Fastify logs each request with this `req` serializer (method,
 * redacted URL, host, address; never headers or bodies); errors lose their query parameters
 * (Drizzle's messages quote them: session tokens, e-mails, names); `redact` catches secrets
 * anywhere else.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'env'>): pino.LoggerOptions {
  return {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    hooks: { logMethod: maskEmailsInLogCall },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url ? redactUrl(request.url) : request.url,
        host: request.host ?? request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'req.body',
        ...SECRET_FIELDS,
        ...SECRET_FIELDS.map((field) => `*.${field}`),
      ],
      censor: CENSOR,
    },
  };
}

/** Logs never carry cookies, tokens, passwords, request bodies or transcripts. */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino(loggerOptions(config));
}

/** Opens the configured database (PostgreSQL if DATABASE_URL, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  logger.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database opened');
  await database.migrate();
  return database;
}

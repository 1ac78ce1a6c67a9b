import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';

/** Logs never carry cookies, tokens or passwords. */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token'],
      censor: '[redacted]',
    },
  });
}

/** Opens the configured database (PostgreSQL if DATABASE_URL, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  logger.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database opened');
  await database.migrate();
  return database;
}

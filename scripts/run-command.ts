import { ConfigError, loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/client.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { createLogger, openConfiguredDatabase } from '../server/runtime.ts';

/**
 * Runs a CLI command for a person: its exit code on success; on an expected failure (bad
 * configuration, a DATA_DIR another process holds) just the message; otherwise the stack.
 */
export function runCommand(name: string, main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof DataDirLockedError) {
        process.stderr.write(`${error.message}\n`);
      } else {
        process.stderr.write(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      }
      process.exit(1);
    },
  );
}

/** Runs `work` on the configured database (PGlite or DATABASE_URL) and closes it, whatever happens. */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  // The CLI talks to a person: only warnings from the logger unless LOG_LEVEL asks for more.
  const logger = createLogger({ env: config.env, logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  const database = await openConfiguredDatabase(config, logger);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

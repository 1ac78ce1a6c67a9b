import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { runCommand } from './run-command.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../server/db/client.ts';

/**
 * npm run db:migrate
 * Applies the migrations in server/db/migrations to the configured database (the server
 * also does this at start). On PGlite it needs a DATA_DIR no server holds.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const target = describeTarget(config);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    const before = await appliedCount(database);
    await database.migrate();
    const after = await appliedCount(database);
    const known = migrationsInFolder();
    const applied = after - before;
    process.stdout.write(
      applied > 0
        ? `Applied ${applied} migration${applied === 1 ? '' : 's'} to ${target} (${after} of ${known} in total).\n`
        : `Nothing to apply: ${target} is up to date (${after} of ${known} migrations applied).\n`,
    );
  } finally {
    await database.close();
  }
}

/** Drizzle records each applied migration in drizzle.__drizzle_migrations. */
async function appliedCount(database: Database): Promise<number> {
  const [table] = await rows<{ t: string | null }>(database, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!table?.t) return 0;
  const [counted] = await rows<{ n: number }>(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(counted?.n ?? 0);
}

/** Both drivers answer execute() with an object that has `rows`. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function migrationsInFolder(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

function describeTarget(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${path.join(config.dataDir, 'db')}`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}

runCommand('db:migrate', main);

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Where one run keeps its data: a temporary DATA_DIR (files, and PGlite when there is no
 * DATABASE_URL) and, with DATABASE_URL, a database of its own on that server, created for the
 * run and dropped afterwards as the API tests do, so no run measures another's leftovers.
 */
export type FreshDatabase = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** The run's own database on the server, or undefined for PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Server and database, without credentials, for the report. */
  description: string;
  remove(): Promise<void>;
};

export async function createFreshDatabase(serverUrl: string | undefined): Promise<FreshDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-bench-api-'));
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    return { kind: 'pglite', dataDir, databaseUrl: undefined, description: `PGlite in ${dataDir}`, remove: removeDataDir };
  }
  const name = `kritzel_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    await removeDataDir();
    throw new Error(
      `could not create a database for the run on DATABASE_URL (the role needs CREATEDB): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    description: `PostgreSQL ${rows[0]?.server_version ?? '?'} at ${url.host}, database ${name}`,
    async remove() {
      try {
        // pg's pool.end() resolves before the server has seen its connections go: give them a
        // moment, so `force` only ends connections something really left open (and the
        // server's pool does not log their termination as a lost connection).
        for (let waited = 0; waited < 5_000; waited += 100) {
          const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
          if (open.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
        await removeDataDir();
      }
    },
  };
}

import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import { announcedWrites } from './announced-writes.ts';
import { createTableWrites, type TableWrites } from './table-writes.ts';
import { fromProjectRoot } from '../project-root.ts';

export type Schema = typeof schema;
/** The one database type features use; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take an optional transaction and fall back to the database. */
export type DbOrTx = Db | Tx;

/** An arbitrary constant naming Kritzel's migration lock in pg_advisory_lock. */
const MIGRATION_LOCK_ID = 7_349_221;
const CONNECT_TIMEOUT_MS = 10_000;

/** Read at run time by drizzle's migrator; found from the project root so it works from dist/server too. */
export const MIGRATIONS_DIR = fromProjectRoot('server', 'db', 'migrations');

/** What the rest of the server needs from a database connection. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set on PGlite: pg-boss talks to the same embedded instance. */
  pglite?: PGlite;
  /**
   * Tells a cache when a table it holds may change: on PGlite every write passes through this
   * process and is seen before it runs; on PostgreSQL the sessions' and users' triggers
   * announce each change as it commits, from whichever process made it (table-writes.ts).
   */
  writes: TableWrites;
  /** Set on PostgreSQL: pg-boss opens its own pool from it. */
  connectionString?: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` in no other process or call at the same time (start-up chores that several
   * processes starting at once must do only once). On PostgreSQL an advisory lock on one held
   * connection, so `work` may use the pool (it needs a second connection); the embedded database
   * belongs to one process, so waiting in line in this process is enough.
   */
  exclusively<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onConnectionError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

/** Extensions the migrations create (0020: trigram indexes for the admin's search); PGlite must load them on every open. */
const WITH_EXTENSIONS: PGliteOptions = { extensions: { pg_trgm } };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10, options.onConnectionError);
  if (options.kind === 'pglite') {
    // The embedded database belongs to one process: take the lock before touching files.
    const lock = await acquireDataDirLock(options.dataDir);
    try {
      const client = await PGlite.create(path.join(options.dataDir, 'db'), WITH_EXTENSIONS);
      return wrapPglite(client, lock);
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  const client = await PGlite.create(options.loadDataDir ? { ...WITH_EXTENSIONS, loadDataDir: options.loadDataDir } : WITH_EXTENSIONS);
  return wrapPglite(client, null);
}

/** Calls with the same lock id in this process, one after another. */
const queues = new Map<number, Promise<unknown>>();
function inLine<T>(lockId: number, work: () => Promise<T>): Promise<T> {
  const turn = (queues.get(lockId) ?? Promise.resolve()).then(work, work);
  queues.set(
    lockId,
    turn.catch(() => {}),
  );
  return turn;
}

function wrapPglite(client: PGlite, lock: DataDirLock | null): Database {
  // Drizzle calls only query, exec and transaction on its client; these prepare each statement once.
  const writes = createTableWrites();
  const db = drizzlePglite(withPreparedStatements(client, writes.seen) as PGlite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    writes,
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    exclusively: inLine,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

function openPostgres(url: string, poolSize: number, onConnectionError: (error: Error) => void = () => {}): Database {
  // Without a connect timeout an unreachable server holds each request for the OS's TCP timeout
  // (minutes); with one, the parent gets the 503 "briefly unavailable" answer within seconds.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onConnectionError);
  const writes = announcedWrites(url, onConnectionError);
  watchStatements(pool, writes.seen);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connectionString: url,
    writes,
    async migrate() {
      // Several processes may start at once on an empty database: one migrates, the rest wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async exclusively(lockId, work) {
      return inLine(lockId, async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [lockId]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
          client.release();
        }
      });
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await writes.close();
      await pool.end();
    },
  };
}

/**
 * Shows `seen` each statement before one of the pool's connections runs it. `pool.query` and
 * transactions alike end in a connection's `query`, so each new connection's is wrapped once.
 */
function watchStatements(pool: pg.Pool, seen: (text: string) => void): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      seen(typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? ''));
      return query(config, ...rest);
    }) as typeof client.query;
  });
}

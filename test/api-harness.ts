import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { createJobQueue, type JobQueue } from '../server/jobs/queue.ts';
import { createLogger } from '../server/runtime.ts';
import type { Logger } from 'pino';
import { createConfiguredAnalyser } from '../server/providers/ai/index.ts';
import type { Analyser } from '../server/providers/ai/analyser.ts';
import { createFileStorage, type FileStorage } from '../server/providers/storage/index.ts';
import { journaledStorage } from '../server/features/files/storage-journal.ts';
import { createPaymentProvider } from '../server/providers/payments/index.ts';
import { seedPrompts } from '../server/features/prompts/seed-prompts.ts';
import { quickPasswordHashing } from './quick-password-hashing.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  config: Config;
  storage: FileStorage;
  analyser: Analyser;
  close(): Promise<void>;
};

/** A database of this test file's own: a copy of the migrated template. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const name = `kritzel_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgTemplate.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate.database}`);
    const url = new URL(pgTemplate.url);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
    return {
      database,
      async drop() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([new Uint8Array(dump)]) });
  return { database, drop: () => database.close() };
}

export type TestAppParts = Pick<TestContext, 'config' | 'database' | 'queue' | 'storage' | 'analyser'> & { logger: Logger };

/**
 * buildApp as every test process builds it, ready: sandbox payments on its database and the quick
 * password hash (test/quick-password-hashing.ts), which no process of Kritzel itself uses.
 */
export async function buildTestApp(parts: TestAppParts): Promise<FastifyInstance> {
  const payments = createPaymentProvider({ config: parts.config, db: parts.database.db });
  const app = await buildApp({ ...parts, payments, passwordHashing: quickPasswordHashing });
  await app.ready();
  return app;
}

/** The whole app on its own database, for inject() tests. Env overrides configure it. */
export async function createTestApp(env: Record<string, string> = {}, overrides: { analyser?: Analyser; logger?: Logger } = {}): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, ...env });
  const logger = overrides.logger ?? createLogger(config);
  const { database, drop } = await openTestDatabase();
  await seedPrompts({ db: database.db });
  const storage = journaledStorage(createFileStorage(config), database.db);
  const analyser = overrides.analyser ?? createConfiguredAnalyser({ config, db: database.db, logger });
  const queue = createJobQueue(database, logger);
  await queue.start();
  const app = await buildTestApp({ config, database, queue, logger, storage, analyser });
  return {
    app,
    database,
    queue,
    config,
    storage,
    analyser,
    async close() {
      await app.close();
      await queue.stop(1);
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

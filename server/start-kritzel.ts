import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { registerConfiguredWorkers } from './configured-workers.ts';
import type { Database } from './db/client.ts';
import { seedPrompts } from './features/prompts/seed-prompts.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { createConfiguredAnalyser } from './providers/ai/index.ts';
import { createPaymentProvider } from './providers/payments/index.ts';
import { createFileStorage, localFilesDir } from './providers/storage/index.ts';
import { journaledStorage } from './features/files/storage-journal.ts';
import { checkFilesShared } from './providers/storage/shared-files.ts';
import { createLogger, openConfiguredDatabase } from './runtime.ts';

export type RunningKritzel = { app: FastifyInstance; config: Config; logger: Logger; database: Database; queue: JobQueue };

/**
 * One process's start: database (migrated), prompts, providers, job queue, workers (unless
 * WORKER=off), the API, and the configured administrators. The app is built but not listening,
 * so the caller decides when to take requests. Used by server/main.ts and bench:api, so the
 * benchmark measures the server as `npm start` runs it.
 */
export async function startKritzel(config: Config): Promise<RunningKritzel> {
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config, logger);
  await seedPrompts({ db: database.db });
  const storage = journaledStorage(createFileStorage(config), database.db);
  if (storage.kind === 'local') await checkFilesShared({ database, filesDir: localFilesDir(config) });
  const analyser = createConfiguredAnalyser({ config, db: database.db, logger });
  const queue = createJobQueue(database, logger);
  await queue.start();
  if (config.runWorker) {
    await registerConfiguredWorkers({ config, database, queue, logger, storage, analyser });
  }
  const payments = createPaymentProvider({ config, db: database.db });
  const app = await buildApp({ config, database, queue, logger, storage, analyser, payments });
  return { app, config, logger, database, queue };
}

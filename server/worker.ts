import { ConfigError, loadConfig } from './config.ts';
import { registerConfiguredWorkers } from './configured-workers.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createJobQueue } from './jobs/queue.ts';
import { closeMeasurePool } from './providers/ai/local/analyze-drawing.ts';
import { createFileStorage, localFilesDir } from './providers/storage/index.ts';
import { journaledStorage } from './features/files/storage-journal.ts';
import { checkFilesShared, FilesNotSharedError } from './providers/storage/shared-files.ts';
import { createConfiguredAnalyser } from './providers/ai/index.ts';
import { createLogger, openConfiguredDatabase } from './runtime.ts';

/**
 * Workers only, for scale-out: run M of these beside N API processes (started with
 * WORKER=off), all on one PostgreSQL. On PGlite it needs a DATA_DIR no server holds.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config, logger);
  const storage = journaledStorage(createFileStorage(config), database.db);
  if (storage.kind === 'local') await checkFilesShared({ database, filesDir: localFilesDir(config) });
  const queue = createJobQueue(database, logger);
  await queue.start();
  await registerConfiguredWorkers({ config, database, queue, logger, storage, analyser: createConfiguredAnalyser({ config, db: database.db, logger }) });
  logger.info('Kritzel worker is running');
  const stop = async () => {
    await queue.stop(15);
    await closeMeasurePool();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof FilesNotSharedError;
  process.stderr.write(`${known ? (error as Error).message : `Worker failed to start: ${String(error)}`}\n`);
  process.exit(1);
});

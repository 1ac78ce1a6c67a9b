import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { FilesNotSharedError } from './providers/storage/shared-files.ts';
import { closeMeasurePool } from './providers/ai/local/analyze-drawing.ts';
import { checkOperatorDetails } from './features/legal/check-operator-details.ts';
import { startKritzel } from './start-kritzel.ts';
import { seedDemoAccounts, type DemoAccount } from './features/users/seed-demo-accounts.ts';

/** One process: API, built SPA and (unless WORKER=off) the job workers. */
async function main() {
  const config = loadConfig();
  // Before the database opens: a refused start writes nothing. The warning goes to stderr, not
  // the log, so no LOG_LEVEL hides it from whoever starts the server.
  const operatorWarning = checkOperatorDetails(config);
  if (operatorWarning) process.stderr.write(`\nWarning: ${operatorWarning}\n\n`);
  const { app, logger, database, queue } = await startKritzel(config);
  if (config.env !== 'production') {
    const demo = await seedDemoAccounts({ database, auth: app.auth });
    if (demo) printDemoAccounts(demo, config.publicUrl);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new requests, finishing running jobs');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    try {
      await app.close();
      await queue.stop(15);
      await closeMeasurePool();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Kritzel is running on ${config.publicUrl}`);
}

function printDemoAccounts(accounts: DemoAccount[], url: string) {
  const lines = accounts.map((a) => `  ${a.role.padEnd(6)}  ${a.email}  password: ${a.password}`);
  process.stdout.write(`\nFirst start: demo accounts were created (shown only this once):\n${lines.join('\n')}\nSign in at ${url}/sign-in\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof FilesNotSharedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Kritzel failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

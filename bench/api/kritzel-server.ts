import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import type { JobQueue } from '../../server/jobs/queue.ts';
import { closeMeasurePool } from '../../server/providers/ai/local/analyze-drawing.ts';
import { startKritzel as startServer } from '../../server/start-kritzel.ts';
import type { FreshDatabase } from './fresh-database.ts';

export type KritzelServer = {
  app: FastifyInstance;
  config: Config;
  /** What the config was loaded from: another process (a worker) started with it joins the same Kritzel. */
  env: Record<string, string | undefined>;
  database: Database;
  queue: JobQueue;
  stop(): Promise<void>;
};

/** Budgets far above what the bench sends: it measures the work behind each limit, not the 429s. */
const UNLIMITED = String(1_000_000_000);

/**
 * Kritzel as `npm start` runs it in production: API, job workers and the local providers in one
 * process, started by the same function as server/main.ts (server/start-kritzel.ts). Only what a
 * benchmark must differ in is set: a free port, its own
 * database, no demo accounts (production skips them), logs at warn, and rate limits lifted.
 */
export async function startKritzel(fresh: FreshDatabase): Promise<KritzelServer> {
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: fresh.dataDir,
    DATABASE_URL: fresh.databaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The simulated parents each send their own X-Forwarded-For, as clients behind a load balancer
    // do: one shared address would make every request count against one rate-limit row.
    TRUST_PROXY: 'true',
    RATE_LIMIT_API: UNLIMITED,
    RATE_LIMIT_SIGN_IN: UNLIMITED,
    RATE_LIMIT_ANALYZE: UNLIMITED,
    RATE_LIMIT_EVALUATE: UNLIMITED,
    RATE_LIMIT_REPORT_PDF: UNLIMITED,
    // A machine's own tuning carries over; everything else (S3, AI keys, Stripe, SMTP) stays local.
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    EVALUATION_CONCURRENCY: process.env.EVALUATION_CONCURRENCY,
  };
  const config = loadConfig(env);

  const { app, database, queue } = await startServer(config);
  await app.listen({ port: config.port, host: config.host });

  return {
    app,
    config,
    env,
    database,
    queue,
    // server/main.ts's shutdown, with less patience for running jobs: the numbers are taken.
    async stop() {
      const closing = app.close();
      // Every simulated client has finished: a connection still open carries no request (a load
      // generator left it opened and unused) and would hold close() for Node's headers timeout.
      app.server.closeAllConnections();
      await closing;
      await queue.stop(5);
      await closeMeasurePool();
      await database.close();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

import { PgBoss, fromPglite } from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';

/**
 * A job is a definition (name, version, payload schema, retry policy) plus an idempotent
 * handler. Handlers must finish well inside `expireInSeconds`, after which pg-boss hands
 * the job to another worker.
 */
export type JobDefinition<Schema extends z.ZodType> = {
  name: string;
  version: number;
  payload: Schema;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
};

export type JobQueue = {
  /** Enqueue after the surrounding transaction has committed (PGlite deadlocks otherwise). */
  enqueue<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, options?: { singletonKey?: string }): Promise<string | null>;
  /** Register a worker; only processes that run workers call this. */
  work<S extends z.ZodType>(job: JobDefinition<S>, handler: (payload: z.output<S>, meta: { id: string; retryCount: number }) => Promise<void>): Promise<void>;
  /** Runs the job on a cron schedule (UTC); one instance across all processes. */
  schedule<S extends z.ZodType>(job: JobDefinition<S>, cron: string): Promise<void>;
  start(): Promise<void>;
  /** Stops fetching, waits for running handlers (up to `graceSeconds`), then releases. */
  stop(graceSeconds?: number): Promise<void>;
  boss: PgBoss;
};

export function createJobQueue(database: Database, logger: Logger): JobQueue {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss', superviseIntervalSeconds: 60 })
      : new PgBoss({ connectionString: database.connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const created = new Set<string>();

  async function ensureQueue<S extends z.ZodType>(job: JobDefinition<S>) {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
    });
    created.add(job.name);
  }

  return {
    boss,
    async start() {
      await boss.start();
    },
    async stop(graceSeconds = 10) {
      await boss.stop({ graceful: true, timeout: graceSeconds * 1000, close: true });
    },
    async enqueue(job, payload, options) {
      await ensureQueue(job);
      const data = job.payload.parse(payload) as object;
      return boss.send(job.name, { ...data, _v: job.version }, options?.singletonKey ? { singletonKey: options.singletonKey } : {});
    },
    async schedule(job, cron) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, { _v: job.version }, { tz: 'UTC' });
    },
    async work(job, handler) {
      await ensureQueue(job);
      await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([raw]) => {
        if (!raw) return;
        const payload = job.payload.parse(raw.data);
        const retryCount = 'retryCount' in raw && typeof raw.retryCount === 'number' ? raw.retryCount : 0;
        await handler(payload, { id: raw.id, retryCount });
      });
    },
  };
}

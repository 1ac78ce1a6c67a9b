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
  /** Caps the doubling back-off between attempts; without it the delay has no bound. */
  retryDelayMaxSeconds?: number;
  expireInSeconds: number;
};

/**
 * How soon a job whose process died is handed on. A live worker refreshes each running job's
 * heartbeat every `heartbeatRefreshSeconds` (pg-boss's default: half of `heartbeatSeconds`);
 * every `superviseSeconds` the supervisor fails (and so retries) an active job whose heartbeat is
 * older than `heartbeatSeconds`. Without heartbeats a job on a killed worker waited out its whole
 * expiry. pg-boss accepts heartbeats of 10 s or more. The gap between refresh and limit is the
 * longest stall (event loop or database) a live worker survives without its job being handed on.
 */
export type JobRecovery = { heartbeatSeconds: number; heartbeatRefreshSeconds?: number; superviseSeconds: number };
// ADR 019: a dead worker's job starts again 17.5–35.5 s after its death; a live one may stall 7.5 s.
export const JOB_RECOVERY: JobRecovery = { heartbeatSeconds: 10, heartbeatRefreshSeconds: 2.5, superviseSeconds: 5 };

export type WorkOptions = {
  /** How many of this queue's jobs one process runs at once. */
  concurrency?: number;
  /** The idle poll; a worker that just finished a job fetches the next at once while more are waiting. */
  pollingIntervalSeconds?: number;
};
const DEFAULT_POLLING_SECONDS = 1;

/**
 * The longest from a worker's death (or an attempt's failure) to the next attempt starting:
 * the heartbeat going stale, the supervisor's next pass, the back-off, the next poll.
 */
export function handOnSeconds(
  job: Pick<JobDefinition<z.ZodType>, 'retryDelayMaxSeconds'>,
  recovery: JobRecovery = JOB_RECOVERY,
  pollingIntervalSeconds = DEFAULT_POLLING_SECONDS,
): number {
  return recovery.heartbeatSeconds + recovery.superviseSeconds + (job.retryDelayMaxSeconds ?? Number.POSITIVE_INFINITY) + pollingIntervalSeconds;
}

export type JobQueue = {
  /** Enqueue after the surrounding transaction has committed (PGlite deadlocks otherwise). */
  /** `startAfterSeconds`: the job waits that long before any worker may take it (kept in the database). */
  enqueue<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Register a worker; only processes that run workers call this. */
  work<S extends z.ZodType>(
    job: JobDefinition<S>,
    handler: (payload: z.output<S>, meta: { id: string; retryCount: number }) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Runs the job on a cron schedule (UTC); one instance across all processes. */
  schedule<S extends z.ZodType>(job: JobDefinition<S>, cron: string): Promise<void>;
  start(): Promise<void>;
  /** Stops fetching, waits for running handlers (up to `graceSeconds`), then releases. */
  stop(graceSeconds?: number): Promise<void>;
  boss: PgBoss;
};

export function createJobQueue(database: Database, logger: Logger, options: { recovery?: JobRecovery } = {}): JobQueue {
  const recovery = options.recovery ?? JOB_RECOVERY;
  // Expired and heartbeat-less jobs are only failed (and retried) on a supervisor pass, so the
  // passes come as often as a dead worker's jobs should be noticed.
  const supervision = {
    schema: 'pgboss',
    superviseIntervalSeconds: recovery.superviseSeconds,
    monitorIntervalSeconds: recovery.superviseSeconds,
    queueCacheIntervalSeconds: recovery.superviseSeconds,
  };
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), ...supervision })
      : new PgBoss({ connectionString: database.connectionString, max: 4, ...supervision });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const created = new Set<string>();

  async function ensureQueue<S extends z.ZodType>(job: JobDefinition<S>) {
    if (created.has(job.name)) return;
    const settings = {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
      heartbeatSeconds: recovery.heartbeatSeconds,
    };
    await boss.createQueue(job.name, { ...settings, ...(job.retryDelayMaxSeconds ? { retryDelayMax: job.retryDelayMaxSeconds } : {}) });
    // createQueue leaves an existing queue as it was: a database from an earlier version gets today's settings here.
    await boss.updateQueue(job.name, { ...settings, retryDelayMax: job.retryDelayMaxSeconds ?? null });
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
      return boss.send(
        job.name,
        { ...data, _v: job.version },
        {
          ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
          ...(options?.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
        },
      );
    },
    async schedule(job, cron) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, { _v: job.version }, { tz: 'UTC' });
    },
    async work(job, handler, options = {}) {
      await ensureQueue(job);
      const workOptions = {
        batchSize: 1,
        localConcurrency: options.concurrency ?? 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
        // With a backlog, a worker that just finished fetches again without waiting out the poll.
        burstWhenReadyExceeds: 1,
        ...(recovery.heartbeatRefreshSeconds ? { heartbeatRefreshSeconds: recovery.heartbeatRefreshSeconds } : {}),
      };
      await boss.work(job.name, workOptions, async ([raw]) => {
        if (!raw) return;
        const retryCount = 'retryCount' in raw && typeof raw.retryCount === 'number' ? raw.retryCount : 0;
        try {
          await handler(job.payload.parse(raw.data), { id: raw.id, retryCount });
        } catch (error) {
          // pg-boss keeps the failure in its table only: without this line nobody sees why a job failed.
          const attempt = retryCount + 1;
          const last = retryCount >= job.retryLimit;
          logger.warn(
            { err: error, job: job.name, jobId: raw.id, attempt, attempts: job.retryLimit + 1 },
            last ? `job ${job.name} failed on its last attempt (${attempt})` : `job ${job.name} attempt ${attempt} failed; it will be retried`,
          );
          throw error;
        }
      });
    },
  };
}

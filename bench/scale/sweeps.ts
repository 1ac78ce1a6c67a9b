import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Config } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import type { JobQueue } from '../../server/jobs/queue.ts';
import { purgeExpiredExports } from '../../server/features/account/retention/purge-expired-exports.ts';
import { purgeOldOrderRecords } from '../../server/features/account/retention/purge-old-order-records.ts';
import { SWEEP_PARTS, sweepOrphanFiles } from '../../server/features/account/retention/sweep-orphan-files.ts';
import { sweepStaleCheckpoints } from '../../server/features/checkpoints/sweep-stale-checkpoints.ts';
import { queueDueReminders } from '../../server/features/notices/queue-notices.ts';
import { failStaleEvaluations } from '../../server/features/submissions/jobs/fail-stale-evaluations.ts';
import { purgeAnonymousTaskResults } from '../../server/features/tasks/purge-anonymous-task-results.ts';
import { sweepExpiredUploads } from '../../server/features/uploads/sweep-expired-uploads.ts';
import { purgeAnonymousDrawings } from '../../server/jobs/purge-anonymous-drawings.ts';
import { createFileStorage } from '../../server/providers/storage/index.ts';
import { journaledStorage } from '../../server/features/files/storage-journal.ts';
import { forkJob, type Progress } from './child-job.ts';
import { listingSeededKeys } from './seeded-store.ts';

const WEEK_MS = 7 * 86_400_000;

/** One scheduled job's work, called as its worker calls it, and what it did. */
export type Sweep = { name: string; schedule: string; run: () => Promise<unknown> };
export type SweepTiming = { name: string; schedule: string; seconds: number; result: string; longestStallMs: number };

/** What the sweeps need, as server/jobs/workers.ts hands it to them. */
export type SweepDeps = { db: Db; config: Config; queue: JobQueue };

/** Every sweep and scheduled job over the full tables, with the job's own dependencies (server/jobs/workers.ts). */
export function sweeps({ db, config, queue }: SweepDeps): Sweep[] {
  // As the server writes and deletes: through the storage journal (server/start-kritzel.ts).
  const storage = journaledStorage(createFileStorage(config), db);
  return [
    { name: 'retention: expired data exports', schedule: 'hourly', run: () => purgeExpiredExports({ db, storage }) },
    { name: 'retention: old order records of deleted parents', schedule: 'daily', run: () => purgeOldOrderRecords({ db }) },
    {
      name: 'retention: anonymous free analyses after 30 days',
      schedule: 'daily',
      run: async () => ({ drawings: await purgeAnonymousDrawings({ db, storage }), tasks: await purgeAnonymousTaskResults({ db, storage }) }),
    },
    // One hour's run: the journal's notes an hour old, the rows that just came of age, the
    // hour's twenty-fourth of the table and the next KEYS_PER_RUN keys of the store, listed as the
    // seeded rows fill it (seeded-store.ts); the day's 24 runs cover the whole table (ADR 032).
    {
      name: 'orphan files, an hourly run',
      schedule: 'hourly, 1/24 each',
      run: () => sweepOrphanFiles({ db, storage: listingSeededKeys(storage, db), share: { part: 1, of: SWEEP_PARTS } }),
    },
    { name: 'stale jobs: lost evaluations', schedule: 'every 10 min', run: () => failStaleEvaluations({ db }).then((ids) => ids.length) },
    { name: 'stale jobs: lost checkpoints', schedule: 'every 10 min', run: () => sweepStaleCheckpoints({ db }) },
    { name: 'stale jobs: expired shop uploads', schedule: 'hourly', run: () => sweepExpiredUploads({ db, storage }) },
    { name: 'reminders due this minute', schedule: 'every minute', run: () => queueDueReminders({ db, queue }) },
    // Every parent's check of the coming week in one run, as if the scheduler had stopped for a
    // week: more than any single minute holds, the busiest (Saturday 09:00 UTC, the default) included.
    {
      name: "reminders: the whole week's checks at once",
      schedule: 'upper bound of any minute',
      run: () => queueDueReminders({ db, queue, budgetMs: Number.POSITIVE_INFINITY }, new Date(Date.now() + WEEK_MS)),
    },
  ];
}

/**
 * Runs each sweep once, in turn, timing it, and notes the longest its process's event loop was
 * held while it ran. In the API's process (`npm start`) a stall is added to every page request
 * waiting beside it; in a worker process of its own it delays only the worker.
 */
export async function runSweeps(list: Sweep[], { say, mark }: Progress): Promise<SweepTiming[]> {
  const timings: SweepTiming[] = [];
  for (const sweep of list) {
    mark?.(sweep.name);
    const started = performance.now();
    const { result, longestStallMs } = await watchingStalls(sweep.run);
    const seconds = Math.round((performance.now() - started) / 10) / 100;
    timings.push({ name: sweep.name, schedule: sweep.schedule, seconds, result: JSON.stringify(result), longestStallMs });
    say?.(`  ${sweep.name}: ${seconds} s, ${JSON.stringify(result)}, event loop held up to ${longestStallMs} ms`);
  }
  return timings;
}

/**
 * `work`'s result and the longest this process's event loop was held while it ran (5 ms
 * resolution): its own code, garbage collection, and the time the system gave its core to others.
 */
export async function watchingStalls<T>(work: () => Promise<T>): Promise<{ result: T; longestStallMs: number }> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  try {
    const result = await work();
    return { result, longestStallMs: Math.round(loop.max / 1e5) / 10 };
  } finally {
    loop.disable();
  }
}

/**
 * The same sweeps in a worker process of their own (sweep-process.ts), as `npm run worker` runs
 * them beside `WORKER=off` API processes: the page reads share the database and the cores with
 * them, not the event loop or the garbage collector.
 */
export function runSweepsInWorker(env: Record<string, string | undefined>, progress: Progress): Promise<SweepTiming[]> {
  return forkJob<SweepTiming[]>(new URL('./sweep-process.ts', import.meta.url), { env }, "the sweeps' worker process", progress).reply;
}

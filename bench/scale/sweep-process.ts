/**
 * A worker process for bench:scale (started by runSweepsInWorker, sweeps.ts): it joins the
 * measured Kritzel's database and file store as `npm run worker` (server/worker.ts) would, runs
 * every sweep once and answers their timings.
 */
import { loadConfig } from '../../server/config.ts';
import { createJobQueue } from '../../server/jobs/queue.ts';
import { createLogger, openConfiguredDatabase } from '../../server/runtime.ts';
import { answer, type ChildMessage } from './child-job.ts';
import { runSweeps, sweeps, type SweepTiming } from './sweeps.ts';

async function sweepApart(env: Record<string, string | undefined>): Promise<SweepTiming[]> {
  const config = loadConfig(env);
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config, logger);
  const queue = createJobQueue(database, logger);
  await queue.start();
  try {
    const send = (message: ChildMessage<SweepTiming[]>) => process.send!(message);
    return await runSweeps(sweeps({ db: database.db, config, queue }), { say: (line) => send({ say: line }), mark: (name) => send({ mark: name }) });
  } finally {
    await queue.stop(5);
    await database.close();
  }
}

process.once('message', (job: { env: Record<string, string | undefined> }) => answer(sweepApart(job.env)));

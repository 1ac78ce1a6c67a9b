/**
 * npm run bench:evaluations [-- --smoke]
 *
 * How fast the weekly evaluations drain: N pending submissions (each with a drawing photo) are
 * queued at once on the embedded database, with the job workers already running and the local
 * analyser, and the time until none is pending is reported as drain seconds and jobs/s.
 * BENCH_SUBMISSIONS changes N (default 60; --smoke: 6, a few seconds). `--instant` swaps in an
 * analyser that answers at once, which measures the queue alone (polling, fetching, concurrency)
 * rather than the analyser's CPU work. Results also go to bench/out/evaluations.json. Absolute
 * numbers vary by machine; compare runs on one machine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { submissionImages, submissions, users } from '../server/db/schema/index.ts';
import { storeImage } from '../server/features/files/store-image.ts';
import { evaluateSubmissionJob } from '../server/features/submissions/jobs/evaluate-submission.ts';
import { registerSubmissionWorkers } from '../server/features/submissions/workers.ts';
import { createJobQueue } from '../server/jobs/queue.ts';
import { closeMeasurePool } from '../server/providers/ai/local/analyze-drawing.ts';
import type { Analyser } from '../server/providers/ai/analyser.ts';
import { createConfiguredAnalyser } from '../server/providers/ai/index.ts';
import { createFileStorage, type FileStorage } from '../server/providers/storage/index.ts';
import { createLogger } from '../server/runtime.ts';
import { circleDrawing, figureDrawing, sceneDrawing, threeColourDrawing } from '../test/drawings.ts';
import { createPlan } from '../test/plan-factories.ts';
import { createSubmission, sampleDetailedFeedback } from '../test/submission-factories.ts';

const SMOKE = process.argv.includes('--smoke');
const INSTANT = process.argv.includes('--instant');
const COUNT = Number(process.env.BENCH_SUBMISSIONS ?? (SMOKE ? 6 : 60));
const WEEKS_PER_PLAN = 26;
const DRAIN_TIMEOUT_MS = Math.max(60_000, COUNT * 5_000);
const OUT_FILE = path.resolve(import.meta.dirname, 'out', 'evaluations.json');

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kritzel-bench-evaluations-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
    S3_BUCKET: undefined,
    OPENAI_API_KEY: undefined,
    OPENROUTER_API_KEY: undefined,
  });
  const logger = createLogger(config);
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  const storage = createFileStorage(config);
  const local = createConfiguredAnalyser({ config, db: database.db, logger });
  const analyser: Analyser = INSTANT ? { ...local, evaluateSubmission: async () => sampleDetailedFeedback() } : local;
  const queue = createJobQueue(database, logger);
  await queue.start();
  try {
    process.stdout.write(
      `Kritzel evaluation drain — Node ${process.version}, ${os.availableParallelism()} cores, ${COUNT} submissions${SMOKE ? ' (smoke)' : ''}, ${INSTANT ? 'instant analyser (the queue alone)' : 'local analyser'}\n`,
    );
    const ids = await pendingSubmissions(database, storage);
    await registerSubmissionWorkers({ config, database, queue, storage, analyser, logger, mail: { kind: 'log', send: async () => {} } });

    const started = performance.now();
    for (const submissionId of ids) await queue.enqueue(evaluateSubmissionJob, { submissionId });
    const outcome = await drained(database, ids);
    const seconds = (performance.now() - started) / 1000;

    const result = {
      submissions: COUNT,
      analyser: INSTANT ? 'instant' : 'local',
      drainSeconds: round(seconds),
      jobsPerSecond: round(COUNT / seconds),
      outcome,
      machine: { cores: os.availableParallelism(), node: process.version },
      at: new Date().toISOString(),
    };
    process.stdout.write(`  drained ${COUNT} evaluations in ${result.drainSeconds} s: ${result.jobsPerSecond} jobs/s (${JSON.stringify(outcome)})\n`);
    fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true });
    fs.writeFileSync(OUT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await queue.stop(5);
    await closeMeasurePool();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** N pending submissions spread over plans of 26 weeks; a few distinct drawings, each stored once per submission. */
async function pendingSubmissions(database: Database, storage: FileStorage): Promise<string[]> {
  const ctx = { database, storage };
  const [user] = await database.db
    .insert(users)
    .values({ id: crypto.randomUUID(), name: 'Bench Parent', email: `bench-${crypto.randomUUID()}@example.com`, emailVerified: true })
    .returning();
  if (!user) throw new Error('bench: no user');
  const drawings = await Promise.all([figureDrawing(), sceneDrawing(), circleDrawing(), threeColourDrawing()]);
  const ids: string[] = [];
  let plan = await createPlan({ ctx, user, setUp: true });
  for (let i = 0; i < COUNT; i++) {
    if (i > 0 && i % WEEKS_PER_PLAN === 0) plan = await createPlan({ ctx, user, setUp: true });
    const row = await createSubmission({ ctx, user, plan, weekNumber: (i % WEEKS_PER_PLAN) + 1, status: 'pending' });
    await attachDrawing(ctx, user.id, row.id, drawings[i % drawings.length]!);
    ids.push(row.id);
  }
  return ids;
}

async function attachDrawing(ctx: { database: Database; storage: FileStorage }, ownerId: string, submissionId: string, data: Buffer) {
  const { file } = await storeImage({ db: ctx.database.db, storage: ctx.storage, data, ownerId, kind: 'submission-image' });
  await ctx.database.db.insert(submissionImages).values({ submissionId, fileId: file.id, position: 0, isPrimary: true });
}

/** Waits until no submission is pending; returns how many ended in each status. */
async function drained(database: Database, ids: string[]): Promise<Record<string, number>> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const rows = await database.db.select({ status: submissions.evaluationStatus }).from(submissions).where(inArray(submissions.id, ids));
    if (rows.every((r) => r.status !== 'pending')) {
      return rows.reduce<Record<string, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
    }
    if (Date.now() > deadline) throw new Error(`still pending after ${DRAIN_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

/**
 * A small pool of measure workers (worker threads), so measuring a drawing — hundreds of
 * milliseconds of CPU — never blocks the server's event loop. Workers start on first use, are
 * reused (each keeps its compiled OpenCV), and are replaced if one dies.
 *
 * A parent waiting for a free analysis goes before the weekly and checkpoint evaluations (jobs
 * nobody watches, several photos each, EVALUATION_CONCURRENCY of each kind at once): those are
 * `background` and wait until no interactive measurement does, or until they have waited
 * BACKGROUND_MAX_WAIT_MS, so a long stream of free analyses delays them but never starves them.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import { FROM_SOURCE } from '../../../../project-root.ts';
import type { MeasureReply, MeasureRequest } from './measure-worker.ts';
import { NOT_A_DRAWING, NotADrawingError } from './not-a-drawing.ts';

/**
 * Measuring is CPU-bound, and each free analysis also re-encodes the photo (sharp, on libuv's
 * threads) for about as long as it is measured: a measure thread per core left nothing for the
 * API, sharp and the database when 50 parents sent drawings at once (issue 17). Half the cores
 * (at least one, at most four) keeps the other half for them; the threads also run at a lower
 * priority (measure-worker.ts).
 */
export const MEASURE_POOL_SIZE = Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));
/** An evaluation's measurement waits no longer than this behind free analyses. */
export const BACKGROUND_MAX_WAIT_MS = 20_000;
/** A photo that takes longer than this is stuck: its worker is replaced. */
const JOB_TIMEOUT_MS = 30_000;
const WORKER_FILE = new URL('./measure-worker.ts', import.meta.url).href;
/**
 * In the build the worker is an entry point of its own, dist/server/measure-worker.js
 * (scripts/build-server.mjs), beside the bundle this code is inlined into: plain JavaScript,
 * started directly, no tsx.
 */
const BUILT_WORKER_FILE = new URL('./measure-worker.js', import.meta.url);

/**
 * From source the worker file is TypeScript. On Node 20, `execArgv: ['--import', 'tsx']` does not reach a
 * worker (tsx registers its hooks on the main thread only there), so a small JavaScript
 * bootstrap registers tsx inside the worker and then imports the worker file. tsx is resolved
 * from here, through its package exports, so any working directory works.
 */
function workerBootstrap(): string {
  const require = createRequire(import.meta.url);
  const tsx = require('tsx/package.json') as { exports: Record<string, { import?: { default?: string } }> };
  const api = tsx.exports['./esm/api']?.import?.default;
  if (!api) throw new Error('tsx/esm/api not found: the measure worker needs tsx to load TypeScript');
  const apiUrl = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), api)).href;
  return `import(${JSON.stringify(apiUrl)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE)}); });`;
}

/** `interactive`: a parent is waiting for the answer; `background`: a job is. */
export type MeasurePriority = 'interactive' | 'background';

type Job = {
  id: number;
  image: Uint8Array;
  priority: MeasurePriority;
  queuedAt: number;
  resolve: (features: DrawingFeatures) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};
type Slot = { worker: Worker; job?: Job };

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 1;
let peakWorkerHeapBytes = 0;

/** Measures a drawing photo in a worker thread. Same bytes, same features. */
export function measureInWorker(image: Uint8Array, priority: MeasurePriority = 'interactive'): Promise<DrawingFeatures> {
  return new Promise((resolve, reject) => {
    // A copy the worker can own (Buffer#slice would share memory; a Buffer may sit in a shared pool).
    queue.push({ id: nextId++, image: Uint8Array.prototype.slice.call(image), priority, queuedAt: performance.now(), resolve, reject });
    dispatch();
  });
}

/**
 * Which waiting measurement goes next: a background one that has waited its maximum, else the
 * first interactive one, else the first. The queue is in arrival order.
 */
export function nextJobIndex(waiting: readonly Pick<Job, 'priority' | 'queuedAt'>[], now: number): number {
  const firstBackground = waiting.findIndex((job) => job.priority === 'background');
  if (firstBackground >= 0 && now - waiting[firstBackground]!.queuedAt >= BACKGROUND_MAX_WAIT_MS) return firstBackground;
  const firstInteractive = waiting.findIndex((job) => job.priority === 'interactive');
  return firstInteractive >= 0 ? firstInteractive : 0;
}

/** Stops every worker; pending measurements fail. The next measurement starts a new pool. */
export async function closeMeasurePool(): Promise<void> {
  for (const job of queue.splice(0)) job.reject(new Error('measure pool closed'));
  const closing = slots.splice(0);
  for (const slot of closing) if (slot.job) finish(slot, new Error('measure pool closed'));
  await Promise.all(closing.map((slot) => slot.worker.terminate()));
}

/** For the benchmark: the largest heap (JS + WASM) a worker reported after a measurement. */
export function measurePoolPeakHeapBytes(): number {
  return peakWorkerHeapBytes;
}

function dispatch(): void {
  while (queue.length > 0) {
    const slot = slots.find((s) => !s.job) ?? (slots.length < MEASURE_POOL_SIZE ? startWorker() : undefined);
    if (!slot) return;
    const job = queue.splice(nextJobIndex(queue, performance.now()), 1)[0]!;
    slot.job = job;
    job.timer = setTimeout(() => replace(slot, new Error(`measuring took longer than ${JOB_TIMEOUT_MS} ms`)), JOB_TIMEOUT_MS);
    slot.worker.ref(); // a measurement in flight keeps the process alive…
    slot.worker.postMessage({ id: job.id, image: job.image } satisfies MeasureRequest, [job.image.buffer as ArrayBuffer]);
  }
}

function startWorker(): Slot {
  const worker = FROM_SOURCE ? new Worker(workerBootstrap(), { eval: true }) : new Worker(BUILT_WORKER_FILE);
  const slot: Slot = { worker };
  worker.unref(); // …an idle worker does not.
  worker.on('message', (reply: MeasureReply) => {
    if (slot.job?.id !== reply.id) return;
    if (reply.ok) peakWorkerHeapBytes = Math.max(peakWorkerHeapBytes, reply.heapBytes);
    finish(slot, reply.ok ? reply.features : failure(reply));
    dispatch();
  });
  worker.on('error', (error) => replace(slot, error));
  worker.on('exit', (code) => replace(slot, new Error(`measure worker stopped (exit code ${code})`)));
  slots.push(slot);
  return slot;
}

/** A refusal comes back as NotADrawingError (callers answer it differently), anything else as a failure. */
function failure(reply: Extract<MeasureReply, { ok: false }>): Error {
  if (reply.code === NOT_A_DRAWING && reply.reason) return new NotADrawingError(reply.reason);
  return new Error(`measuring the drawing failed: ${reply.error}`);
}

function finish(slot: Slot, outcome: DrawingFeatures | Error): void {
  const job = slot.job;
  if (!job) return;
  clearTimeout(job.timer);
  slot.job = undefined;
  slot.worker.unref();
  if (outcome instanceof Error) job.reject(outcome);
  else job.resolve(outcome);
}

/** Fails the worker's job, drops the worker, and lets the queue start a fresh one. */
function replace(slot: Slot, error: Error): void {
  const index = slots.indexOf(slot);
  if (index < 0) return;
  slots.splice(index, 1);
  finish(slot, error);
  void slot.worker.terminate();
  dispatch();
}

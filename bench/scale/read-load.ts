/**
 * The readers, in a process of their own (started by read-runner.ts), so their fetch calls and
 * timing share neither the event loop nor the garbage collector of the server they measure.
 * Two kinds of job: each read in turn over all lanes for a while, or a round of page reads on
 * every lane until told to stop (while a sweep runs beside them).
 */
import { LatencyRecorder } from '../api/latency-recorder.ts';
import type { Read, ReadJob, ReadReply } from './read-runner.ts';

/** A request slower than this is counted as failed: a page that takes longer has failed its parent. */
const REQUEST_TIMEOUT_MS = 60_000;

async function timedGet(baseUrl: string, read: Read, recorder: LatencyRecorder): Promise<void> {
  const started = performance.now();
  try {
    const response = await fetch(new URL(read.path, baseUrl), { headers: { cookie: read.cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await response.arrayBuffer();
    const text = response.ok ? undefined : new TextDecoder().decode(body.slice(0, 300));
    recorder.record(read.name, performance.now() - started, { status: response.status, body: text });
  } catch (error) {
    recorder.record(read.name, performance.now() - started, { error: error instanceof Error ? error.message : String(error) });
  }
}

/** Every lane sends its next request when the last is answered, until the deadline or the request budget. */
async function lanes(count: number, next: () => Read | null, baseUrl: string, recorder: LatencyRecorder): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, async () => {
      for (let read = next(); read !== null; read = next()) await timedGet(baseUrl, read, recorder);
    }),
  );
}

async function eachRead(job: Extract<ReadJob, { kind: 'each' }>): Promise<ReadReply> {
  const figures = [];
  for (const read of job.reads) {
    if (job.warmupRequests > 0) {
      let left = job.warmupRequests;
      await lanes(job.connections, () => (left-- > 0 ? read : null), job.baseUrl, new LatencyRecorder());
    }
    const recorder = new LatencyRecorder();
    const started = performance.now();
    const deadline = started + job.seconds * 1000;
    let left = job.requests ?? Number.POSITIVE_INFINITY;
    await lanes(job.connections, () => (left-- > 0 && performance.now() < deadline ? read : null), job.baseUrl, recorder);
    const seconds = (performance.now() - started) / 1000;
    figures.push(recorder.overall(seconds));
  }
  return { figures: figures.map((f, i) => ({ ...f, route: job.reads[i]!.name })) };
}

let stopped = false;

/** The page reads round-robin on every lane until `stop` arrives (or the safety limit passes). */
async function untilStopped(job: Extract<ReadJob, { kind: 'until-stopped' }>): Promise<ReadReply> {
  const recorder = new LatencyRecorder();
  const started = performance.now();
  const limit = started + job.maxSeconds * 1000;
  let turn = 0;
  await lanes(job.connections, () => (!stopped && performance.now() < limit ? job.reads[turn++ % job.reads.length]! : null), job.baseUrl, recorder);
  const seconds = (performance.now() - started) / 1000;
  return { figures: [recorder.overall(seconds)], seconds };
}

process.on('message', (message: ReadJob | { kind: 'stop' }) => {
  if (message.kind === 'stop') {
    stopped = true;
    return;
  }
  (message.kind === 'each' ? eachRead(message) : untilStopped(message)).then(
    (done) => process.send!({ done }, () => process.exit(0)),
    (error: unknown) => process.send!({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1)),
  );
});

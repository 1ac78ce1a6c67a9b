/**
 * The readers, in a process of their own (started by read-runner.ts), so their fetch calls and
 * timing share neither the event loop nor the garbage collector of the server they measure.
 * Two kinds of job: each read in turn over all lanes for a while, or a round of page reads on
 * every lane until told to stop (while the sweeps run beside them), its requests also counted
 * by the stretch they started in, which the runner names as each sweep starts (`mark`).
 */
import http from 'node:http';
import { LatencyRecorder } from '../api/latency-recorder.ts';
import { answer } from './child-job.ts';
import type { Read, ReadJob, ReadReply } from './read-runner.ts';

/** A request slower than this is counted as failed: a page that takes longer has failed its parent. */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * The readers' connections, kept alive (at most one per lane). node:http, not fetch: the readers
 * share the machine's two cores with the server they measure, and with fetch (undici: web
 * streams, the body read) they took half a core while reading the dashboard, against 12 % with
 * node:http and the body dropped (ADR 032). Parents' browsers are on machines of their own.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** One GET: its status, and the start of its body when it failed; the body of a 2xx is dropped unread. */
function get(url: URL, cookie: string): Promise<{ status: number; failure?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { cookie }, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const status = response.statusCode ?? 0;
      response.once('error', reject);
      if (status >= 200 && status < 300) {
        response.resume();
        response.once('end', () => resolve({ status }));
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status, failure: Buffer.concat(chunks).subarray(0, 300).toString('utf8') }));
    });
    request.once('timeout', () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.once('error', reject);
  });
}

/** One GET, counted by every recorder `recorders` names when it starts. */
async function timedGet(baseUrl: string, read: Read, recorders: LatencyRecorder[]): Promise<void> {
  const started = performance.now();
  const record = (outcome: Parameters<LatencyRecorder['record']>[2]) => {
    for (const recorder of recorders) recorder.record(read.name, performance.now() - started, outcome);
  };
  try {
    const { status, failure } = await get(new URL(read.path, baseUrl), read.cookie);
    record({ status, body: failure });
  } catch (error) {
    record({ error: error instanceof Error ? error.message : String(error) });
  }
}

/** Every lane sends its next request when the last is answered, until the deadline or the request budget. */
async function lanes(count: number, next: () => Read | null, baseUrl: string, recorders: () => LatencyRecorder[]): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, async () => {
      for (let read = next(); read !== null; read = next()) await timedGet(baseUrl, read, recorders());
    }),
  );
}

async function eachRead(job: Extract<ReadJob, { kind: 'each' }>): Promise<ReadReply> {
  const figures = [];
  for (const read of job.reads) {
    if (job.warmupRequests > 0) {
      let left = job.warmupRequests;
      await lanes(
        job.connections,
        () => (left-- > 0 ? read : null),
        job.baseUrl,
        () => [],
      );
    }
    const recorder = new LatencyRecorder();
    const started = performance.now();
    const deadline = started + job.seconds * 1000;
    let left = job.requests ?? Number.POSITIVE_INFINITY;
    await lanes(
      job.connections,
      () => (left-- > 0 && performance.now() < deadline ? read : null),
      job.baseUrl,
      () => [recorder],
    );
    const seconds = (performance.now() - started) / 1000;
    figures.push(recorder.overall(seconds));
  }
  return { figures: figures.map((f, i) => ({ ...f, route: job.reads[i]!.name })) };
}

let stopped = false;

/** The stretch of reads beside one piece of work, from its mark to the next. */
type Stretch = { name: string; recorder: LatencyRecorder; started: number; ended?: number };
const stretches: Stretch[] = [];

function mark(name: string) {
  const now = performance.now();
  const last = stretches.at(-1);
  if (last) last.ended = now;
  stretches.push({ name, recorder: new LatencyRecorder(), started: now });
}

/** The page reads round-robin on every lane until `stop` arrives (or the safety limit passes). */
async function untilStopped(job: Extract<ReadJob, { kind: 'until-stopped' }>): Promise<ReadReply> {
  const recorder = new LatencyRecorder();
  const started = performance.now();
  const limit = started + job.maxSeconds * 1000;
  let turn = 0;
  const recorders = () => {
    const stretch = stretches.at(-1);
    return stretch ? [recorder, stretch.recorder] : [recorder];
  };
  await lanes(job.connections, () => (!stopped && performance.now() < limit ? job.reads[turn++ % job.reads.length]! : null), job.baseUrl, recorders);
  const ended = performance.now();
  const perStretch = stretches.map(({ name, recorder, started, ended: until = ended }) => ({ ...recorder.overall((until - started) / 1000), route: name }));
  return { figures: [recorder.overall((ended - started) / 1000)], seconds: (ended - started) / 1000, stretches: perStretch };
}

process.on('message', (message: ReadJob | { kind: 'stop' } | { kind: 'mark'; name: string }) => {
  if (message.kind === 'stop') {
    stopped = true;
    return;
  }
  if (message.kind === 'mark') {
    mark(message.name);
    return;
  }
  answer(message.kind === 'each' ? eachRead(message) : untilStopped(message));
});

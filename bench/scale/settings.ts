/**
 * How bench:scale runs, in one place. `--smoke` seeds 1 % of the data and sends a few requests
 * per read, to show every step still works (it fails on errors, never on a number); the full run
 * seeds 100,000 families and measures against the targets (issue 36, ADR 032).
 */
export type ScaleSettings = {
  mode: 'smoke' | 'full';
  /** Share of the full seed (bench/scale/shape.ts). */
  scale: number;
  /** Concurrent connections per read. */
  connections: number;
  /** Seconds of load per read. */
  secondsPerRead: number;
  /** Smoke: a number of requests per read instead, so a busy machine still completes some. */
  requestsPerRead: number | null;
  /** Requests sent before each read's clock starts (warm caches, prepared statements, JIT of the server's code). */
  warmupRequests: number;
  /** How many pages deep an administrator list's "deep page" is, where the list has pages. */
  deepPage: number;
  /** Seconds of page reads measured without a sweep beside them, the sweeps' comparison. */
  quietReadSeconds: number;
  /**
   * Where the sweeps run beside the page reads: in the API's process, as `npm start` runs them,
   * or in a worker process of their own, as `npm run worker` beside `WORKER=off` API processes.
   * A sweep empties what it sweeps, so a full run measures one (BENCH_SWEEPS); the smoke runs both.
   */
  sweepsIn: SweepsIn[];
};

export type SweepsIn = 'api' | 'worker';

/** Issue 36's targets on this machine, PostgreSQL beside the server. */
export const TARGETS = {
  parentP99Ms: 50,
  adminP99Ms: 100,
  /** Full tables against the empty database, p99; plus a few milliseconds, below which the difference is the machine's noise. */
  fullOverEmpty: 1.5,
  noiseMs: 5,
  exportSeconds: 10,
  sweepSeconds: 60,
  /** Page reads beside a sweep against without one (median and p99). */
  besideSweep: 1.2,
} as const;

export function readSettings(argv = process.argv.slice(2), env = process.env): ScaleSettings {
  const sweepsIn = env.BENCH_SWEEPS ?? 'api';
  if (sweepsIn !== 'api' && sweepsIn !== 'worker') throw new Error(`BENCH_SWEEPS must be api or worker, not "${sweepsIn}"`);
  const unknown = argv.filter((arg) => arg !== '--smoke');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}; usage: npm run bench:scale [-- --smoke]`);
  if (argv.includes('--smoke')) {
    return {
      mode: 'smoke',
      scale: 0.01,
      connections: 5,
      secondsPerRead: 2,
      requestsPerRead: 20,
      warmupRequests: 0,
      deepPage: 3,
      quietReadSeconds: 1,
      sweepsIn: ['api', 'worker'],
    };
  }
  return {
    mode: 'full',
    scale: 1,
    connections: whole(env, 'BENCH_CONNECTIONS', 50),
    secondsPerRead: whole(env, 'BENCH_DURATION', 5),
    requestsPerRead: null,
    warmupRequests: 100,
    deepPage: 100,
    quietReadSeconds: 10,
    sweepsIn: [sweepsIn],
  };
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return value;
}

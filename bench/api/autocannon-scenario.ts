import { createRequire } from 'node:module';
import { MAX_REQUESTS_PER_SOCKET } from '../../server/platform/http-limits.ts';
import type { RouteFigures } from './latency-recorder.ts';

type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  amount?: number;
  workers?: number;
  headers?: Record<string, string>;
  warmup?: { connections: number; duration: number };
  reconnectRate?: number;
};
type AutocannonResult = {
  /** Seconds the load actually ran. */
  duration: number;
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  '2xx': number;
  non2xx: number;
  /** Includes timeouts. */
  errors: number;
  timeouts: number;
  /** Answers by status code. */
  statusCodeStats?: Record<string, { count: number }>;
};
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

/** Seconds of load, or (`requests`) a number of requests however long they take. */
export type SteadyLoad = { connections: number; durationSeconds: number; requests: number | null; warmupSeconds: number };

/**
 * One GET hammered by autocannon for a while. It runs in a worker thread (`workers: 1`), so the
 * load it makes does not share the event loop it measures. Before that, one plain request must
 * answer 2xx: a scenario that cannot work once is reported broken, not measured.
 */
export async function measureGet(name: string, url: string, headers: Record<string, string>, load: SteadyLoad): Promise<RouteFigures> {
  const probe = await fetch(url, { headers }).then(
    async (r) => (r.ok ? null : `${r.status} ${(await r.text()).slice(0, 200)}`),
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  if (probe !== null) {
    return { route: name, requests: 1, ok: 0, non2xx: 1, errors: 0, requestsPerSecond: 0, latencyMs: { p50: 0, p95: null, p99: 0, max: 0 }, failures: [probe] };
  }
  const result = await autocannon({
    url,
    headers,
    connections: load.connections,
    duration: load.durationSeconds,
    ...(load.requests ? { amount: load.requests } : {}),
    workers: 1,
    // The server closes a kept-alive socket after this many requests (and answers 503 to any
    // request sent on it after that); a browser opens a new one, and so must the load.
    reconnectRate: MAX_REQUESTS_PER_SOCKET,
    ...(load.warmupSeconds > 0 ? { warmup: { connections: load.connections, duration: load.warmupSeconds } } : {}),
  });
  // autocannon keeps no bodies and no error messages: say what it does know.
  const failures = [
    result.non2xx > 0 ? `${result.non2xx} non-2xx answers (${byStatus(result)})` : '',
    result.timeouts > 0 ? `${result.timeouts} requests got no answer within autocannon's 10 s` : '',
    result.errors > result.timeouts ? `${result.errors - result.timeouts} connection errors` : '',
  ].filter(Boolean);
  return {
    route: name,
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    // Completed requests over the time they took: unlike the per-second samples' average, also right for a run shorter than a second.
    requestsPerSecond: result.duration > 0 ? Math.round((result.requests.total / result.duration) * 10) / 10 : 0,
    latencyMs: { p50: result.latency.p50, p95: null, p99: result.latency.p99, max: result.latency.max },
    failures,
  };
}

/** "12 × 401, 3 × 503": the non-2xx answers by status code. */
function byStatus(result: AutocannonResult): string {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} × ${code}`)
    .join(', ');
}

/** What one route (or one scenario) did: counts, throughput and latency in milliseconds. */
export type RouteFigures = {
  route: string;
  requests: number;
  /** 2xx answers. */
  ok: number;
  non2xx: number;
  /** Requests that got no answer at all (refused, reset, timed out). */
  errors: number;
  requestsPerSecond: number;
  /** p95 is null where autocannon measured: it reports p90 and p97.5, not p95. */
  latencyMs: { p50: number; p95: number | null; p99: number; max: number };
  /** A few of the failures, to say what went wrong without a debugger. */
  failures: string[];
};

type Tally = { latencies: number[]; ok: number; non2xx: number; errors: number; failures: string[] };

const KEPT_FAILURES = 3;

/** Nearest-rank percentile of values sorted ascending. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function latencyOf(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** Every request's time, by route: autocannon's figures for the calls it cannot make (uploads, the mix). */
export class LatencyRecorder {
  private readonly tallies = new Map<string, Tally>();

  record(route: string, ms: number, outcome: { status: number; body?: string } | { error: string }): void {
    let tally = this.tallies.get(route);
    if (!tally) this.tallies.set(route, (tally = { latencies: [], ok: 0, non2xx: 0, errors: 0, failures: [] }));
    tally.latencies.push(ms);
    if ('error' in outcome) tally.errors++;
    else if (outcome.status >= 200 && outcome.status < 300) tally.ok++;
    else tally.non2xx++;
    const ok = !('error' in outcome) && outcome.status < 300;
    if (!ok && tally.failures.length < KEPT_FAILURES) {
      tally.failures.push('error' in outcome ? outcome.error : `${outcome.status} ${(outcome.body ?? '').slice(0, 200)}`);
    }
  }

  /** Per route, busiest first; requests/s over the given wall time. */
  figures(seconds: number): RouteFigures[] {
    return [...this.tallies.entries()]
      .map(([route, t]) => ({
        route,
        requests: t.latencies.length,
        ok: t.ok,
        non2xx: t.non2xx,
        errors: t.errors,
        requestsPerSecond: Math.round((t.latencies.length / seconds) * 10) / 10,
        latencyMs: latencyOf(t.latencies),
        failures: t.failures,
      }))
      .sort((a, b) => b.requests - a.requests);
  }

  /** All routes but the excluded ones as one: the whole mix as a parent's browser sees it. */
  overall(seconds: number, exclude: (route: string) => boolean = () => false): RouteFigures {
    const kept = [...this.tallies.entries()].filter(([route]) => !exclude(route)).map(([, t]) => t);
    const latencies = kept.flatMap((t) => t.latencies);
    return {
      route: 'all',
      requests: latencies.length,
      ok: kept.reduce((n, t) => n + t.ok, 0),
      non2xx: kept.reduce((n, t) => n + t.non2xx, 0),
      errors: kept.reduce((n, t) => n + t.errors, 0),
      requestsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
      latencyMs: latencyOf(latencies),
      failures: kept.flatMap((t) => t.failures).slice(0, KEPT_FAILURES),
    };
  }
}

import type { RouteFigures } from '../api/latency-recorder.ts';
import { TARGETS, type SweepsIn } from './settings.ts';
import { besideLimit, fullP99Limit, JUDGED_FROM_REQUESTS, type ReadResult, type SweepRun } from './verdict.ts';

const WHERE: Record<SweepsIn, string> = { api: "in the API's process (npm start)", worker: 'in a worker process of their own (npm run worker)' };

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toFixed(1));
const target = (read: ReadResult) => (read.audience === 'parent' ? TARGETS.parentP99Ms : TARGETS.adminP99Ms);
const failedOf = (f: RouteFigures | null) => (f ? f.non2xx + f.errors : 0);

/** Each read: empty and full p99, full p50/p95/p99 and req/s, and whether it met its targets. */
export function readTable(reads: ReadResult[]): string {
  return table(
    ['read', 'empty p99', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'failed', 'target', 'met'],
    reads.map((r) => {
      const within = r.full.latencyMs.p99 <= target(r) && (!r.empty || r.full.latencyMs.p99 <= fullP99Limit(r.empty));
      return [
        r.name,
        ms(r.empty?.latencyMs.p99),
        ms(r.full.latencyMs.p50),
        ms(r.full.latencyMs.p95),
        ms(r.full.latencyMs.p99),
        r.full.requestsPerSecond.toFixed(0),
        String(failedOf(r.full) + failedOf(r.empty)),
        `≤ ${target(r)}`,
        within ? 'yes' : 'NO',
      ];
    }),
  );
}

export function sweepTable({ sweepsIn, timings, apiStallMs }: SweepRun, quietStallMs: number | null): string {
  const alone = quietStallMs === null ? '' : `, ${quietStallMs.toFixed(1)} ms with the page reads alone`;
  return `The sweeps ${WHERE[sweepsIn]} (the API's event loop held up to ${apiStallMs.toFixed(1)} ms while they ran${alone}):\n${table(
    ['sweep or scheduled job', 'runs', 'seconds', 'longest stall ms', 'did', 'met'],
    timings.map((s) => [
      s.name,
      s.schedule,
      s.seconds.toFixed(2),
      s.longestStallMs.toFixed(1),
      s.result.slice(0, 40),
      s.seconds <= TARGETS.sweepSeconds ? 'yes' : 'NO',
    ]),
  )}`;
}

/** The plan page's reads with no sweep, beside all the sweeps, and beside each (judged where enough reads were made). */
export function besideTable(quiet: RouteFigures, runs: SweepRun[]): string {
  const within = (f: RouteFigures) => f.latencyMs.p50 <= besideLimit(quiet, 'p50') && f.latencyMs.p99 <= besideLimit(quiet, 'p99');
  const row = (name: string, f: RouteFigures, judged: boolean | null) => [
    name,
    String(f.requests),
    f.requestsPerSecond.toFixed(0),
    ms(f.latencyMs.p50),
    ms(f.latencyMs.p95),
    ms(f.latencyMs.p99),
    judged === null ? '' : judged ? (within(f) ? 'yes' : 'NO') : 'too few',
  ];
  return table(
    ['plan page reads', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', `met (≤ ${TARGETS.besideSweep}×)`],
    [
      row('without a sweep', quiet, null),
      ...runs.flatMap((run) => [
        row(`beside the sweeps ${WHERE[run.sweepsIn]}`, run.beside, true),
        ...run.besideEach.map((f) => row(`  beside ${f.route}`, f, f.requests >= JUDGED_FROM_REQUESTS)),
      ]),
    ],
  );
}

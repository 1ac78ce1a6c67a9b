import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteFigures } from './latency-recorder.ts';
import type { LoadResult } from './load-runner.ts';

/** One measured scenario, as a share of the hello-world's requests/s measured in the same run. */
export type Scenario = { name: string; tool: 'autocannon' | 'fetch'; figures: RouteFigures; ratioToHelloWorld: number; notes: string[] };

export type MixReport = LoadResult & { parents: number; durationSeconds: number; arrivalSeconds: number; ratioToHelloWorld: number };

/** The machine the numbers came from. */
export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpus: cpus.length,
    availableParallelism: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((os.freemem() / 2 ** 30) * 10) / 10,
  };
}

/** 1, 5 and 15 minutes: how busy the machine was (it may be shared), before and after the run. */
export const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

const ms = (n: number | null) => (n === null ? '–' : n.toFixed(1));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function scenarioTable(scenarios: Scenario[]): string {
  return table(
    ['scenario', 'req/s', '× hello-world', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
    scenarios.map(({ name, figures: f, ratioToHelloWorld }) => [
      name,
      f.requestsPerSecond.toFixed(0),
      ratioToHelloWorld.toFixed(3),
      ms(f.latencyMs.p50),
      ms(f.latencyMs.p99),
      String(f.requests),
      String(f.non2xx),
      String(f.errors),
    ]),
  );
}

export function mixTable(mix: MixReport): string {
  const row = (f: RouteFigures, name = f.route) => [
    name,
    String(f.requests),
    f.requestsPerSecond.toFixed(1),
    ms(f.latencyMs.p50),
    ms(f.latencyMs.p95),
    ms(f.latencyMs.p99),
    String(f.non2xx),
    String(f.errors),
  ];
  return table(
    ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors'],
    [...mix.routes.map((f) => row(f)), row(mix.overall, 'all routes'), row(mix.overallExcludingFreeAnalysis, 'all but the free analysis')],
  );
}

export function writeReport(file: string, report: object): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

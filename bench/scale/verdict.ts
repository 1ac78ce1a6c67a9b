import type { RouteFigures } from '../api/latency-recorder.ts';
import type { Audience } from './reads.ts';
import { TARGETS, type ScaleSettings, type SweepsIn } from './settings.ts';
import type { SweepTiming } from './sweeps.ts';

/** One read on both databases. */
export type ReadResult = { name: string; audience: Audience; empty: RouteFigures | null; full: RouteFigures };
/** The sweeps run once in one place, and the plan page's reads beside them: all, and by the sweep they started beside (route: its name). */
export type SweepRun = {
  sweepsIn: SweepsIn;
  /** Each sweep's time, what it did, and how long its own process's event loop was held. */
  timings: SweepTiming[];
  /** The longest the API's event loop was held while they all ran. */
  apiStallMs: number;
  beside: RouteFigures;
  besideEach: RouteFigures[];
};

/** A sweep beside which fewer reads were made is too short for a p99 to say anything (its tenth-slowest read). */
export const JUDGED_FROM_REQUESTS = 1000;
export type ScaleRun = {
  reads: ReadResult[];
  /** Each PDF report's first download on the nearly empty database: its render, one request at a time. */
  firstDownloads: { name: string; ms: number }[];
  exportSeconds: { empty: number; full: number } | null;
  /** The plan page's reads with no sweep running, the sweeps' comparison. */
  quiet: RouteFigures | null;
  /** The longest the API's event loop was held during those reads: what a stall beside a sweep compares with. */
  quietStallMs: number | null;
  sweeps: SweepRun[];
  seedSeconds: number;
  notes: string[];
};

const p99Target = (audience: Audience) => (audience === 'parent' ? TARGETS.parentP99Ms : TARGETS.adminP99Ms);

/** The full database's p99 may be this much at most: 1.5 × the empty one's, or a few ms over it. */
export const fullP99Limit = (empty: RouteFigures) => Math.max(empty.latencyMs.p99 * TARGETS.fullOverEmpty, empty.latencyMs.p99 + TARGETS.noiseMs);

/** The most a read beside a sweep may take: 1.2 × the same read with no sweep, or a few ms over it. */
export const besideLimit = (quiet: RouteFigures, key: 'p50' | 'p99') =>
  Math.max(quiet.latencyMs[key] * TARGETS.besideSweep, quiet.latencyMs[key] + TARGETS.noiseMs);

/** Broken steps (always) and, in a full run, missed targets: each a sentence that says which and by how much. */
export function problems(settings: ScaleSettings, run: ScaleRun): { broken: string[]; missed: string[] } {
  const broken: string[] = [];
  const missed: string[] = [];
  for (const read of run.reads) {
    for (const [where, f] of [
      ['empty', read.empty],
      ['full', read.full],
    ] as const) {
      if (!f) continue;
      const failed = f.non2xx + f.errors;
      if (f.ok === 0 || (settings.mode === 'smoke' && failed > 0))
        broken.push(`${read.name} (${where} database): ${f.ok} of ${f.requests} answered 2xx; ${f.failures.join('; ')}`);
    }
    const limit = p99Target(read.audience);
    if (read.full.latencyMs.p99 > limit) missed.push(`${read.name}: p99 ${read.full.latencyMs.p99} ms at full scale, target ${limit} ms`);
    if (read.empty && read.full.latencyMs.p99 > fullP99Limit(read.empty)) {
      missed.push(`${read.name}: p99 ${read.full.latencyMs.p99} ms full against ${read.empty.latencyMs.p99} ms empty (more than ${TARGETS.fullOverEmpty}×)`);
    }
  }
  if (run.exportSeconds && run.exportSeconds.full > TARGETS.exportSeconds) {
    missed.push(`data export of three full plans: ${run.exportSeconds.full} s, target ${TARGETS.exportSeconds} s`);
  }
  for (const { sweepsIn, timings, beside, besideEach } of run.sweeps) {
    for (const sweep of timings)
      if (sweep.seconds > TARGETS.sweepSeconds) missed.push(`${sweep.name} (${sweepsIn}): ${sweep.seconds} s, target ${TARGETS.sweepSeconds} s`);
    if (!run.quiet) continue;
    for (const reads of [beside, ...besideEach.filter((f) => f.requests >= JUDGED_FROM_REQUESTS)]) {
      for (const key of ['p50', 'p99'] as const) {
        if (reads.latencyMs[key] > besideLimit(run.quiet, key)) {
          const which = reads === beside ? 'the sweeps' : reads.route;
          missed.push(
            `page reads beside ${which} (${sweepsIn}): ${key} ${reads.latencyMs[key]} ms against ${run.quiet.latencyMs[key]} ms without (more than ${TARGETS.besideSweep}×)`,
          );
        }
      }
    }
  }
  return { broken, missed: settings.mode === 'full' ? missed : [] };
}

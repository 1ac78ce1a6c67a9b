import type { RouteFigures } from '../api/latency-recorder.ts';
import type { Audience } from './reads.ts';
import { TARGETS, type ScaleSettings } from './settings.ts';
import type { SweepTiming } from './sweeps.ts';

/** One read on both databases. */
export type ReadResult = { name: string; audience: Audience; empty: RouteFigures | null; full: RouteFigures };
export type BesideSweeps = { quiet: RouteFigures; besideSweeps: RouteFigures };
export type ScaleRun = {
  reads: ReadResult[];
  exportSeconds: { empty: number; full: number } | null;
  sweeps: SweepTiming[];
  besideSweeps: BesideSweeps | null;
  seedSeconds: number;
  notes: string[];
};

const p99Target = (audience: Audience) => (audience === 'parent' ? TARGETS.parentP99Ms : TARGETS.adminP99Ms);

/** The full database's p99 may be this much at most: 1.5 × the empty one's, or a few ms over it. */
export const fullP99Limit = (empty: RouteFigures) => Math.max(empty.latencyMs.p99 * TARGETS.fullOverEmpty, empty.latencyMs.p99 + TARGETS.noiseMs);

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
  for (const sweep of run.sweeps) if (sweep.seconds > TARGETS.sweepSeconds) missed.push(`${sweep.name}: ${sweep.seconds} s, target ${TARGETS.sweepSeconds} s`);
  if (run.besideSweeps) {
    const { quiet, besideSweeps } = run.besideSweeps;
    for (const key of ['p50', 'p99'] as const) {
      const limit = Math.max(quiet.latencyMs[key] * TARGETS.besideSweep, quiet.latencyMs[key] + TARGETS.noiseMs);
      if (besideSweeps.latencyMs[key] > limit) {
        missed.push(
          `page reads beside the sweeps: ${key} ${besideSweeps.latencyMs[key]} ms against ${quiet.latencyMs[key]} ms without (more than ${TARGETS.besideSweep}×)`,
        );
      }
    }
  }
  return { broken, missed: settings.mode === 'full' ? missed : [] };
}

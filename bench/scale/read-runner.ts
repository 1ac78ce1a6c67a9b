import type { RouteFigures } from '../api/latency-recorder.ts';
import { forkJob } from './child-job.ts';

/** One GET as a signed-in parent or administrator sends it. */
export type Read = { name: string; path: string; cookie: string };

export type ReadJob =
  /** Each read in turn: `connections` lanes for `seconds` (or `requests`, whichever ends first). */
  | { kind: 'each'; baseUrl: string; reads: Read[]; connections: number; seconds: number; requests: number | null; warmupRequests: number }
  /** The reads round-robin on every lane until the runner says stop (a sweep ran beside them). */
  | { kind: 'until-stopped'; baseUrl: string; reads: Read[]; connections: number; maxSeconds: number };

export type ReadReply = {
  figures: RouteFigures[];
  seconds?: number;
  /** Until stopped: the reads by the stretch they started in, one per mark (route: its name). */
  stretches?: RouteFigures[];
};

function start(job: ReadJob) {
  return forkJob<ReadReply>(new URL('./read-load.ts', import.meta.url), job, 'the read load');
}

/** Each read measured in turn, in a child process (read-load.ts). */
export async function measureReads(job: Omit<Extract<ReadJob, { kind: 'each' }>, 'kind'>): Promise<RouteFigures[]> {
  return (await start({ kind: 'each', ...job }).reply).figures;
}

/**
 * The reads keep going while `work` runs; answers the work's result and the reads' figures over
 * the same time, and by stretch: `work` calls `mark(name)` as each part of it starts.
 */
export async function readWhile<T>(
  job: Omit<Extract<ReadJob, { kind: 'until-stopped' }>, 'kind'>,
  work: (mark: (name: string) => void) => Promise<T>,
): Promise<{ result: T; figures: RouteFigures; stretches: RouteFigures[]; seconds: number }> {
  const { child, reply } = start({ kind: 'until-stopped', ...job });
  try {
    const result = await work((name) => child.send({ kind: 'mark', name }));
    child.send({ kind: 'stop' });
    const done = await reply;
    return { result, figures: done.figures[0]!, stretches: done.stretches ?? [], seconds: done.seconds ?? 0 };
  } catch (error) {
    child.kill();
    throw error;
  }
}

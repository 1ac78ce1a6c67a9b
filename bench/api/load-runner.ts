import { fork } from 'node:child_process';
import type { RouteFigures } from './latency-recorder.ts';
import type { ParentSession } from './parent-client.ts';

export type LoadJob =
  /** A fixed number of weekly drawings, one lane per parent (a plan takes one drawing at a time per week). */
  | { kind: 'submissions'; baseUrl: string; parents: ParentSession[]; count: number }
  /** Every parent, arriving evenly over `arrivalSeconds`, runs their rounds of visits until the time is up. */
  | { kind: 'mix'; baseUrl: string; parents: ParentSession[]; durationSeconds: number; arrivalSeconds: number };

export type LoadResult = {
  seconds: number;
  routes: RouteFigures[];
  overall: RouteFigures;
  /** The mix without the free analysis: its seconds of CPU per call would hide everything else. */
  overallExcludingFreeAnalysis: RouteFigures;
  visits: Record<string, number>;
  notes: string[];
};

type Reply = { done: LoadResult } | { failed: string };

/**
 * Runs a job in a child process (bench/api/load-process.ts): the simulated parents' fetch calls
 * and their timing then share neither the event loop nor the garbage collector of the server
 * they measure. The child inherits `--import tsx` from this process.
 */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-process.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let reply: Reply | undefined;
    child.once('message', (message: Reply) => (reply = message));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (reply && 'done' in reply) resolve(reply.done);
      else reject(new Error(reply ? `the load process failed: ${reply.failed}` : `the load process exited with code ${code} before answering`));
    });
    child.send(job);
  });
}

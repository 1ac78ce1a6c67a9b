import { fork, type ChildProcess } from 'node:child_process';
import type { RouteFigures } from '../api/latency-recorder.ts';

/** One GET as a signed-in parent or administrator sends it. */
export type Read = { name: string; path: string; cookie: string };

export type ReadJob =
  /** Each read in turn: `connections` lanes for `seconds` (or `requests`, whichever ends first). */
  | { kind: 'each'; baseUrl: string; reads: Read[]; connections: number; seconds: number; requests: number | null; warmupRequests: number }
  /** The reads round-robin on every lane until the runner says stop (a sweep ran beside them). */
  | { kind: 'until-stopped'; baseUrl: string; reads: Read[]; connections: number; maxSeconds: number };

export type ReadReply = { figures: RouteFigures[]; seconds?: number };
type Message = { done: ReadReply } | { failed: string };

function start(job: ReadJob): { child: ChildProcess; reply: Promise<ReadReply> } {
  const child = fork(new URL('./read-load.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const reply = new Promise<ReadReply>((resolve, reject) => {
    let message: Message | undefined;
    child.once('message', (m: Message) => (message = m));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (message && 'done' in message) resolve(message.done);
      else reject(new Error(message ? `the read load failed: ${message.failed}` : `the read load exited with code ${code} before answering`));
    });
  });
  child.send(job);
  return { child, reply };
}

/** Each read measured in turn, in a child process (read-load.ts). */
export async function measureReads(job: Omit<Extract<ReadJob, { kind: 'each' }>, 'kind'>): Promise<RouteFigures[]> {
  return (await start({ kind: 'each', ...job }).reply).figures;
}

/** The reads keep going while `work` runs; answers the work's result and the reads' figures over the same time. */
export async function readWhile<T>(
  job: Omit<Extract<ReadJob, { kind: 'until-stopped' }>, 'kind'>,
  work: () => Promise<T>,
): Promise<{ result: T; figures: RouteFigures; seconds: number }> {
  const { child, reply } = start({ kind: 'until-stopped', ...job });
  try {
    const result = await work();
    child.send({ kind: 'stop' });
    const done = await reply;
    return { result, figures: done.figures[0]!, seconds: done.seconds ?? 0 };
  } catch (error) {
    child.kill();
    throw error;
  }
}

import { fork, type ChildProcess } from 'node:child_process';

/**
 * What a benchmark's child process sends back: while it works, lines to print and the names of
 * the parts it starts (for the reads beside it to be counted by part); then its answer or why it failed.
 */
export type ChildMessage<Reply> = { say: string } | { mark: string } | { done: Reply } | { failed: string };

export type Progress = { say?: (line: string) => void; mark?: (name: string) => void };

/**
 * Runs `job` in a child process of its own (`module`, under the same `--import tsx`), so its
 * event loop and garbage collector are not the ones being measured. The reply comes when the
 * child exits; its `say` lines and `mark`s go to `progress` as they arrive.
 */
export function forkJob<Reply>(module: URL, job: unknown, what: string, progress: Progress = {}): { child: ChildProcess; reply: Promise<Reply> } {
  const child = fork(module, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const reply = new Promise<Reply>((resolve, reject) => {
    let outcome: Extract<ChildMessage<Reply>, { done: Reply } | { failed: string }> | undefined;
    child.on('message', (message: ChildMessage<Reply>) => {
      if ('say' in message) progress.say?.(message.say);
      else if ('mark' in message) progress.mark?.(message.mark);
      else outcome = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (outcome && 'done' in outcome) resolve(outcome.done);
      else reject(new Error(outcome ? `${what} failed: ${outcome.failed}` : `${what} exited with code ${code} before answering`));
    });
  });
  child.send(job as object);
  return { child, reply };
}

/** The child's side: its answer, or why it failed, then exit. */
export function answer<Reply>(work: Promise<Reply>): void {
  work.then(
    (done) => process.send!({ done } satisfies ChildMessage<Reply>, () => process.exit(0)),
    (error: unknown) =>
      process.send!({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ChildMessage<Reply>, () => process.exit(1)),
  );
}

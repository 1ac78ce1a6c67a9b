import type { WorkerDeps } from '../../jobs/workers.ts';

/** Skeleton: the evaluation and transcription jobs (issue 5). */
export async function registerSubmissionWorkers(_deps: WorkerDeps): Promise<void> {}

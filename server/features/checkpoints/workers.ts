import type { WorkerDeps } from '../../jobs/workers.ts';

/** Skeleton: the checkpoint evaluation job (issue 5). */
export async function registerCheckpointWorkers(_deps: WorkerDeps): Promise<void> {}

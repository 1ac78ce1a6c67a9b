import type { WorkerDeps } from '../../jobs/worker-deps.ts';

/** The checkpoint's PDF report, as the "checkpoint ready" e-mail attaches it. */
export type CheckpointReportPdf = (planId: string, checkpointNumber: number) => Promise<Buffer>;

/** Thrown while this server has no checkpoint report renderer connected. */
export class CheckpointReportUnavailable extends Error {
  constructor() {
    super('the checkpoint report renderer is not connected to the checkpoint e-mail');
  }
}

/**
 * The one place where the checkpoint e-mail meets the reports feature: at merge this returns
 * `(planId, n) => renderCheckpointReport(deps, planId, n)` from server/features/reports/. Until
 * then every attempt fails with CheckpointReportUnavailable, and the e-mail's last attempt goes
 * out without the attachment, pointing to the plan page instead (as on any renderer failure).
 */
export function checkpointReportAttachment(_deps: Pick<WorkerDeps, 'database' | 'storage'>): CheckpointReportPdf {
  return async () => {
    throw new CheckpointReportUnavailable();
  };
}

import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/queue.ts';
import type { CheckpointReportPdf } from './checkpoint-report-attachment.ts';
import type { DeliveryDeps } from './deliver-notice.ts';

/** What sending a notice needs, shared by the send job and the feedback batch (kept apart so neither imports the other). */
export type SendNoticeDeps = DeliveryDeps & {
  /** A feedback notice whose job came before its time is queued again for then. */
  queue: Pick<JobQueue, 'enqueue'>;
  checkpointReportPdf: CheckpointReportPdf;
  logger: Logger;
};

export type SendNoticeOutcome = 'sent' | 'not-claimed' | 'turned-off' | 'nothing-to-say' | 'waiting';

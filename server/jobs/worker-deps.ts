import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Analyser } from '../providers/ai/analyser.ts';
import type { MailSender } from '../providers/mail/mail-sender.ts';
import type { FileStorage } from '../providers/storage/index.ts';
import type { JobQueue } from './queue.ts';
import type { CheckpointReportPdf } from '../features/notices/checkpoint-report-attachment.ts';

/**
 * What the job handlers run with. A module of its own, so that each feature's workers can name
 * it without importing jobs/workers.ts, which imports them.
 */
export type WorkerDeps = {
  config: Config;
  database: Database;
  queue: JobQueue;
  mail: MailSender;
  storage: FileStorage;
  analyser: Analyser;
  logger: Logger;
  /** The checkpoint e-mail's PDF; without it, features/notices/checkpoint-report-attachment.ts makes it. Tests pass their own. */
  checkpointReportPdf?: CheckpointReportPdf;
};

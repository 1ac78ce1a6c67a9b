import { checkpointReportAttachment } from './features/notices/checkpoint-report-attachment.ts';
import type { WorkerDeps } from './jobs/worker-deps.ts';
import { registerWorkers } from './jobs/workers.ts';
import { createMailSender } from './providers/mail/mail-sender.ts';

/**
 * The job workers as a real process runs them, in-process (server/start-kritzel.ts) or scaled out
 * (server/worker.ts): mail through the configured SMTP server, checkpoint e-mails with their PDF.
 */
export async function registerConfiguredWorkers(deps: Omit<WorkerDeps, 'mail' | 'checkpointReportPdf'>): Promise<void> {
  const { config, database, storage, logger } = deps;
  await registerWorkers({
    ...deps,
    mail: createMailSender({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    checkpointReportPdf: checkpointReportAttachment({ database, storage }),
  });
}

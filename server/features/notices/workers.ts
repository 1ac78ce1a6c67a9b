import type { WorkerDeps } from '../../jobs/worker-deps.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { checkpointReportAttachment } from './checkpoint-report-attachment.ts';
import { QUEUE_WEEKLY_REMINDERS_CRON, queueDueReminders, queueWeeklyRemindersJob } from './queue-notices.ts';
import { sendNotice } from './send-notice.ts';
import { sendNoticeJob } from './send-notice-job.ts';

/** The reminder scheduler (one run a minute across all processes) and the sender of reminders and notices. */
export async function registerNoticeWorkers(deps: WorkerDeps): Promise<void> {
  const { config, database, queue, mail, logger } = deps;
  const db = database.db;
  const sendDeps = {
    db,
    queue,
    mail,
    logger,
    publicUrl: config.publicUrl,
    unsubscribeSecret: resolveAuthSecret(config),
    checkpointReportPdf: deps.checkpointReportPdf ?? checkpointReportAttachment(deps),
  };
  await queue.work(sendNoticeJob, async (payload, meta) => {
    const outcome = await sendNotice(sendDeps, payload, meta);
    logger.info({ job: sendNoticeJob.name, id: meta.id, kind: payload.kind, outcome }, 'job done');
  });
  await queue.work(queueWeeklyRemindersJob, async () => {
    const queued = await queueDueReminders({ db, queue });
    if (queued > 0) logger.info({ job: queueWeeklyRemindersJob.name, queued }, 'weekly reminders queued');
  });
  await queue.schedule(queueWeeklyRemindersJob, QUEUE_WEEKLY_REMINDERS_CRON);
}

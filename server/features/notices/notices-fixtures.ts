import type { NotificationSettings } from '../../../contracts/notifications.ts';
import { NOTIFICATIONS_API } from '../../../contracts/notifications.ts';
import { TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createLogger } from '../../runtime.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import type { MailMessage, MailSender } from '../../providers/mail/mail-sender.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import type { CheckpointReportPdf } from './checkpoint-report-attachment.ts';
import type { SendNoticeDeps } from './send-notice-deps.ts';
import { registerNoticeWorkers } from './workers.ts';

/** The smallest PDF a reader opens: one empty page. Stands in for the reports feature's renderer. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function capturingMail(): MailSender & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return { kind: 'smtp', messages, send: async (message) => void messages.push(message) };
}

/** A worker process of its own on the test's database: its own queue, the notice workers, the given mail port. */
export async function startNoticeWorker(ctx: TestContext, mail: MailSender, reportsAsked: string[] = []): Promise<JobQueue> {
  const logger = createLogger(ctx.config);
  const queue = createJobQueue(ctx.database, logger);
  await queue.start();
  await registerNoticeWorkers({
    config: ctx.config,
    database: ctx.database,
    queue,
    storage: ctx.storage,
    analyser: ctx.analyser,
    mail,
    logger,
    checkpointReportPdf: async (planId, n) => {
      reportsAsked.push(`${planId}#${n}`);
      return TINY_PDF;
    },
  });
  return queue;
}

/** What a send job runs with, for tests that call sendNotice themselves (no worker): the PDF a stand-in unless given. */
export function sendNoticeDeps(
  ctx: TestContext,
  ports: { mail: MailSender; queue: SendNoticeDeps['queue']; checkpointReportPdf?: CheckpointReportPdf },
): SendNoticeDeps {
  return {
    db: ctx.database.db,
    queue: ports.queue,
    mail: ports.mail,
    publicUrl: TEST_ORIGIN,
    unsubscribeSecret: resolveAuthSecret(ctx.config),
    checkpointReportPdf: ports.checkpointReportPdf ?? (async () => TINY_PDF),
    logger: createLogger(ctx.config),
  };
}

export async function saveSettings(ctx: TestContext, cookie: string, settings: Partial<NotificationSettings>) {
  const current = await ctx.app.inject({ method: 'GET', url: NOTIFICATIONS_API.settings, headers: { cookie } });
  const { nextReminderAt: _next, ...kept } = current.json();
  return ctx.app.inject({ method: 'PUT', url: NOTIFICATIONS_API.settings, headers: { cookie, origin: TEST_ORIGIN }, payload: { ...kept, ...settings } });
}

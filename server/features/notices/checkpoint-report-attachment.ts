import type { Locale } from '../../../contracts/i18n/locales.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { renderCheckpointReport } from '../reports/render-checkpoint-report.ts';

/** The checkpoint's PDF report, as the "checkpoint ready" e-mail attaches it, in the parent's language (English by default). */
export type CheckpointReportPdf = (planId: string, checkpointNumber: number, locale?: Locale) => Promise<Buffer>;

/**
 * The one place where the checkpoint e-mail meets the reports feature: the same PDF the parent
 * downloads from the plan page. When it cannot be made (a file store outage, say), the e-mail's
 * last attempt goes out without the attachment and points to the plan page instead. It names
 * the database and the store, not WorkerDeps, which names this module's type (no import cycle).
 */
export function checkpointReportAttachment(deps: { database: Database; storage: FileStorage }): CheckpointReportPdf {
  return (planId, checkpointNumber, locale) => renderCheckpointReport({ db: deps.database.db, storage: deps.storage }, planId, checkpointNumber, locale);
}

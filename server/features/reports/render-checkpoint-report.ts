import crypto from 'node:crypto';
import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import type { ReportData, ReportScope } from '../../../contracts/reports.ts';
import { translator } from '../../i18n/index.ts';
import { createContentCache } from '../../platform/content-cache.ts';
import { loadReport, type LoadedReport, type ReportDeps } from './load-report.ts';
import { renderReportPdf } from './render-report-pdf.ts';

export type { ReportDeps };

/**
 * Rendered reports by a hash of everything the PDF is made from (the report's fingerprint: its
 * data, dates and drawings' storage keys included; and the language): a report whose data
 * changed has another key, so no entry is ever stale. A parent who downloads again, the shared link's reader and the
 * checkpoint e-mail get the bytes already made (the final report costs about 30 ms of CPU to
 * render, ADR 032). Per process, ten minutes at most.
 */
const pdfs = createContentCache<Buffer>({ maxBytes: 48 * 2 ** 20, ttlMs: 10 * 60_000, sizeOf: (pdf) => pdf.length });

/** The report as PDF bytes in `locale`, rendered once for the same data. */
export async function reportPdf({ report, fingerprint }: LoadedReport, locale: PageLocale): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(locale).update('\n').update(fingerprint).digest('base64url');
  return (await pdfs.getOrMake(key, () => renderReportPdf(report, translator(locale))))!;
}

/**
 * A completed checkpoint's report as PDF bytes, for senders that act for the plan's owner (the
 * "checkpoint ready" e-mail, in the parent's language): no parent check here. Throws a 409
 * AppError when the checkpoint has no results yet and a 404 one for an unknown plan.
 */
export async function renderCheckpointReport(deps: ReportDeps, planId: string, checkpointNumber: number, locale: PageLocale = 'en'): Promise<Buffer> {
  return reportPdf(await loadReport(deps, { planId, userId: null, scope: { kind: 'checkpoint', checkpointNumber }, locale }), locale);
}

/** The parent's own report (another parent's plan is "not found") in the given language, with its data for a file name. */
export async function renderParentReport(
  deps: ReportDeps,
  options: { planId: string; userId: string; scope: ReportScope; locale: PageLocale },
): Promise<{ pdf: Buffer; report: ReportData }> {
  const loaded = await loadReport(deps, options);
  return { pdf: await reportPdf(loaded, options.locale), report: loaded.report };
}

/** "Mia-checkpoint-2-report.pdf": the child's first name, and only characters every system keeps. */
export function reportFileName(report: ReportData): string {
  const name = report.childFirstName.normalize('NFKD').replace(/[^A-Za-z0-9-]/g, '') || 'child';
  const what = report.kind === 'checkpoint' ? `checkpoint-${report.checkpointNumber}` : 'final';
  return `${name}-${what}-report.pdf`;
}

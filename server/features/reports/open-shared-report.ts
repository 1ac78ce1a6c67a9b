import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { describeBrowser, downloadedThePdf } from './browser-description.ts';
import { loadReport, type LoadedReport, type ReportDeps } from './load-report.ts';
import { scopeOf, shareState } from './manage-shares.ts';
import { REPORT_ERRORS } from './report-errors.ts';
import { reportRepository } from './repository.ts';
import { shareRepository } from './share-repository.ts';
import { hashShareToken, SHARE_TOKEN } from './share-token.ts';

/** `locale`: the reader's language (the page's, from the request), not the parent's. */
export type OpenSharedReportOptions = { token: string; userAgent: string | undefined; what: 'page' | 'pdf'; locale?: PageLocale };

/**
 * The report behind a share link, for anyone holding it: no account, nothing about the parent.
 * Each opening is logged for the parent (time and a coarse browser name). Expired or turned off:
 * 410 with a sentence that says which; a token never issued: 404. A plan the parent deleted
 * (archived, because paid) is shared with no one: archiving turns its links off (deletePlan), and
 * a link made before that rule answers as turned off while its plan is archived.
 */
export async function openSharedReport(
  deps: ReportDeps,
  { token, userAgent, what, locale }: OpenSharedReportOptions,
): Promise<{ loaded: LoadedReport; expiresAt: Date }> {
  const share = SHARE_TOKEN.test(token) ? await shareRepository.findByHash(deps.db, hashShareToken(token)) : null;
  if (!share) throw notFound(REPORT_ERRORS.shareNotFound);
  const state = shareState(share, deps.now?.() ?? new Date());
  const archived = (await reportRepository.findPlan(deps.db, share.planId, null))?.isArchived ?? false;
  if (state === 'revoked' || archived) throw new AppError('GONE', REPORT_ERRORS.shareRevoked);
  if (state === 'expired') throw new AppError('GONE', REPORT_ERRORS.shareExpired);
  const loaded = await loadReport(deps, { planId: share.planId, userId: null, scope: scopeOf(share), locale });
  const browser = describeBrowser(userAgent);
  await shareRepository.recordOpening(deps.db, share.id, what === 'pdf' ? downloadedThePdf(browser) : browser);
  return { loaded, expiresAt: share.expiresAt };
}

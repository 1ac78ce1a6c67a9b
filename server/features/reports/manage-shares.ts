import { REPORT_URLS, type CreateReportShareResponse, type ReportScope, type ReportShare } from '../../../contracts/reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { openingInWords } from './browser-description.ts';
import { reportablePlan } from './load-report.ts';
import { REPORT_ERRORS } from './report-errors.ts';
import { reportRepository } from './repository.ts';
import { shareRepository, type ReportShareOpeningRow, type ReportShareRow } from './share-repository.ts';
import { hashShareToken, newShareToken } from './share-token.ts';
import { PLAN_NOT_FOUND_MESSAGE } from '../../../contracts/plans.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function shareState(row: Pick<ReportShareRow, 'expiresAt' | 'revokedAt'>, now: Date): ReportShare['state'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export const scopeOf = (row: Pick<ReportShareRow, 'scope' | 'checkpointNumber'>): ReportScope =>
  row.scope === 'checkpoint' && row.checkpointNumber !== null ? { kind: 'checkpoint', checkpointNumber: row.checkpointNumber } : { kind: 'final' };

/** `t`: the parent's language for the openings' descriptions (stored in English); as stored without one. */
function toReportShare(row: ReportShareRow, openings: ReportShareOpeningRow[], now: Date, t?: Translator): ReportShare {
  return {
    id: row.id,
    scope: scopeOf(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: shareState(row, now),
    openings: openings
      .filter((o) => o.shareId === row.id)
      .map((o) => ({ openedAt: o.openedAt.toISOString(), browser: t ? openingInWords(o.browser, t) : o.browser })),
  };
}

export type CreateShareOptions = { db: DbOrTx; publicUrl: string; userId: string; planId: string; scope: ReportScope; expiresInDays: number; now?: Date };

/** A new read-only link to a report that exists; the token is in the answer once and only its hash is kept. */
export async function createShare({
  db,
  publicUrl,
  userId,
  planId,
  scope,
  expiresInDays,
  now = new Date(),
}: CreateShareOptions): Promise<CreateReportShareResponse> {
  await reportablePlan(db, { planId, userId, scope });
  const token = newShareToken();
  const row = await shareRepository.insert(db, {
    planId,
    scope: scope.kind,
    checkpointNumber: scope.kind === 'checkpoint' ? scope.checkpointNumber : null,
    tokenHash: hashShareToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
  });
  return { share: toReportShare(row, [], now), url: `${publicUrl}${REPORT_URLS.sharedPage(token)}` };
}

async function ownedPlan(db: DbOrTx, planId: string, userId: string) {
  if (!(await reportRepository.findPlan(db, planId, userId))) throw notFound(PLAN_NOT_FOUND_MESSAGE);
}

/** The parent's links for one plan, each with every opening (when, and which kind of browser, in the parent's language `t`). */
export async function listShares({
  db,
  userId,
  planId,
  t,
  now = new Date(),
}: {
  db: DbOrTx;
  userId: string;
  planId: string;
  t?: Translator;
  now?: Date;
}): Promise<ReportShare[]> {
  await ownedPlan(db, planId, userId);
  const rows = await shareRepository.listOfPlan(db, planId);
  const openings = await shareRepository.openingsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toReportShare(row, openings, now, t));
}

/** Turns a link off at once; the next opening answers 410. */
export async function revokeShare({
  db,
  userId,
  planId,
  shareId,
  now = new Date(),
}: {
  db: DbOrTx;
  userId: string;
  planId: string;
  shareId: string;
  now?: Date;
}): Promise<ReportShare> {
  await ownedPlan(db, planId, userId);
  if (!UUID.test(shareId) || !(await shareRepository.find(db, planId, shareId))) throw notFound(REPORT_ERRORS.shareListNotFound);
  await shareRepository.revoke(db, planId, shareId);
  const row = await shareRepository.find(db, planId, shareId);
  if (!row) throw notFound(REPORT_ERRORS.shareListNotFound);
  return toReportShare(row, await shareRepository.openingsOf(db, [row.id]), now);
}

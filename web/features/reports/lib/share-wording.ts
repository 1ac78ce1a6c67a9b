import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import type { ReportScope, ReportShare } from '../../../../contracts/reports';
import { useFormat, useT } from '@/i18n/use-t';

/** A link's dates in the page's language: "6 Mar 2027, 10:00", "06.03.2027, 10:00". */
export function useShareDates() {
  const format = useFormat();
  return {
    dateTime: (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (iso: string) => format.date(iso, { dateStyle: 'medium' }),
  };
}

/** "checkpoint 2 report" / "final report", for labels that name the report a button acts on. */
export const scopeName = (t: Translator, scope: ReportScope) =>
  scope.kind === 'checkpoint' ? t('reportPage.scope.checkpoint', { number: scope.checkpointNumber }) : t('reportPage.scope.final');

export const sameScope = (a: ReportScope, b: ReportScope) =>
  a.kind === b.kind && (a.kind === 'final' || (b.kind === 'checkpoint' && a.checkpointNumber === b.checkpointNumber));

const STATE_KEYS: Record<ReportShare['state'], MessageKey> = {
  revoked: 'reportPage.state.revoked',
  expired: 'reportPage.state.expired',
  active: 'reportPage.state.active',
};

/** A link's state and openings as the parent reads them: "Works until 6 Apr 2027 · Opened twice". */
export function useShareStateText(): (share: ReportShare) => string {
  const t = useT();
  const dates = useShareDates();
  return (share) => {
    const day = share.state === 'revoked' ? (share.revokedAt ?? share.expiresAt) : share.expiresAt;
    return t('reportPage.list.state', {
      state: t(STATE_KEYS[share.state], { date: dates.date(day) }),
      opened: t('reportPage.opened', { count: share.openings.length }),
    });
  };
}

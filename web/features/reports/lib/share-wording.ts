import type { ReportScope, ReportShare } from '../../../../contracts/reports';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));

/** "checkpoint 2 report" / "final report", for labels that name the report a button acts on. */
export const scopeName = (scope: ReportScope) => (scope.kind === 'checkpoint' ? `checkpoint ${scope.checkpointNumber} report` : 'final report');

export const sameScope = (a: ReportScope, b: ReportScope) =>
  a.kind === b.kind && (a.kind === 'final' || (b.kind === 'checkpoint' && a.checkpointNumber === b.checkpointNumber));

/** A link's state as the parent reads it. */
export function shareStateText(share: ReportShare): string {
  if (share.state === 'revoked') return `Turned off ${formatDate(share.revokedAt ?? share.expiresAt)}`;
  if (share.state === 'expired') return `Expired ${formatDate(share.expiresAt)}`;
  return `Works until ${formatDate(share.expiresAt)}`;
}

export const openedText = (count: number) => (count === 0 ? 'Not opened yet' : count === 1 ? 'Opened once' : `Opened ${count} times`);

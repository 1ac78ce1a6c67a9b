import { Download } from 'lucide-react';
import { EXPORT_TTL_HOURS, type DataExport } from '../../../../contracts/account';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { InlineLoadFailed } from '@/components/inline-load-failed';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT } from '@/i18n/use-t';
import { useDataExports, useRequestDataExport } from '../api/data-exports';
import { AccountSection } from './account-section';
import { ExportRow } from './export-row';

/** "Download my data": a ZIP built in the background, then downloadable for 24 hours. */
export function DataExportSection() {
  const t = useT();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const list = exports.data ?? [];
  const building = list.some((item) => item.status === 'pending');
  const start = () => request.mutate();
  const said = announcement(list[0]);

  return (
    <AccountSection id="export-title" title={t('account.export.title')} intro={t('account.export.intro', { hours: EXPORT_TTL_HOURS })}>
      <Button onClick={start} disabled={building || request.isPending} className="sm:justify-self-start">
        <Download aria-hidden="true" />
        {t('account.export.button')}
      </Button>
      {request.isError ? (
        <p role="alert" className="font-medium text-destructive-text">
          {errorMessage(request.error, t('account.export.failed'))}
        </p>
      ) : null}
      {exports.isPending ? <Spinner label={t('account.export.loading')} className="justify-self-start" /> : null}
      {exports.isError ? <InlineLoadFailed message={t('account.export.loadError')} onRetry={() => void exports.refetch()} className="text-muted" /> : null}
      {list.length > 0 ? (
        <ul aria-label={t('account.export.list')} className="grid gap-3">
          {list.map((item, index) => (
            <li key={item.id}>
              <ExportRow item={item} latest={index === 0} onRetry={start} retrying={request.isPending} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Always present, so the parent hears "ready" when the archive is done without losing their place. */}
      <p role="status" className="sr-only">
        {said ? t(said) : ''}
      </p>
    </AccountSection>
  );
}

function announcement(latest: DataExport | undefined): MessageKey | null {
  if (latest?.status === 'pending') return 'account.export.started';
  if (latest?.status === 'ready') return 'account.export.ready';
  if (latest?.status === 'failed') return 'account.export.failed';
  return null;
}

import { Download } from 'lucide-react';
import { ACCOUNT_MESSAGES, EXPORT_TTL_HOURS, type DataExport } from '../../../../contracts/account';
import { InlineLoadFailed } from '@/components/inline-load-failed';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useDataExports, useRequestDataExport } from '../api/data-exports';
import { AccountSection } from './account-section';
import { ExportRow } from './export-row';

/** "Download my data": a ZIP built in the background, then downloadable for 24 hours. */
export function DataExportSection() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const list = exports.data ?? [];
  const building = list.some((item) => item.status === 'pending');
  const start = () => request.mutate();

  return (
    <AccountSection
      id="export-title"
      title="Download my data"
      intro={`A ZIP file with everything you have shared with Kritzel and everything Kritzel made from it: plans, challenges, submissions and feedback, checkpoints, free analyses, orders and consents, with the original drawings and recordings. Each download stays available for ${EXPORT_TTL_HOURS} hours.`}
    >
      <Button onClick={start} disabled={building || request.isPending} className="sm:justify-self-start">
        <Download aria-hidden="true" />
        Download my data
      </Button>
      {request.isError ? (
        <p role="alert" className="font-medium text-destructive-text">
          {errorMessage(request.error, ACCOUNT_MESSAGES.exportFailed)}
        </p>
      ) : null}
      {exports.isPending ? <Spinner label="Loading your downloads" className="justify-self-start" /> : null}
      {exports.isError ? (
        <InlineLoadFailed message="We could not load your earlier downloads." onRetry={() => void exports.refetch()} className="text-muted" />
      ) : null}
      {list.length > 0 ? (
        <ul aria-label="Your data downloads" className="grid gap-3">
          {list.map((item, index) => (
            <li key={item.id}>
              <ExportRow item={item} latest={index === 0} onRetry={start} retrying={request.isPending} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Always present, so the parent hears "ready" when the archive is done without losing their place. */}
      <p role="status" className="sr-only">
        {announcement(list[0])}
      </p>
    </AccountSection>
  );
}

function announcement(latest: DataExport | undefined): string {
  if (latest?.status === 'pending') return ACCOUNT_MESSAGES.exportStarted;
  if (latest?.status === 'ready') return ACCOUNT_MESSAGES.exportReady;
  if (latest?.status === 'failed') return ACCOUNT_MESSAGES.exportFailed;
  return '';
}

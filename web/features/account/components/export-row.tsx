import { CheckCircle2, Clock, Download, RotateCcw } from 'lucide-react';
import type { DataExport } from '../../../../contracts/account';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatSize } from '@/lib/format-size';
import { useFormat, useT } from '@/i18n/use-t';
import { formatMoment } from '../lib/format-date';

type ExportRowProps = { item: DataExport; latest: boolean; onRetry: () => void; retrying: boolean };

/** One requested export, in whichever state it is: being prepared, ready, failed or expired. */
export function ExportRow({ item, latest, onRetry, retrying }: ExportRowProps) {
  const t = useT();
  const { locale } = useFormat();
  const requested = t('account.export.requested', { date: formatMoment(item.createdAt, locale) });
  return (
    <article aria-label={requested} className="grid gap-3 rounded-xl border border-border bg-surface-2 p-4">
      <p className="text-sm text-muted">{requested}</p>
      <ExportState item={item} latest={latest} onRetry={onRetry} retrying={retrying} />
    </article>
  );
}

function ExportState({ item, latest, onRetry, retrying }: ExportRowProps) {
  const t = useT();
  const { locale } = useFormat();
  if (item.status === 'pending') {
    return (
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="size-5 shrink-0 animate-spin rounded-full border-3 border-border border-t-coral motion-reduce:animate-none" />
          <p className="font-semibold">{t('account.export.preparing')}</p>
        </div>
        <div
          role="progressbar"
          aria-label={t('account.export.preparingLabel')}
          aria-valuetext={t('account.export.inProgress')}
          className="h-2 overflow-hidden rounded-full bg-background"
        >
          <div className="h-full w-1/3 animate-pulse rounded-full motion-reduce:animate-none bg-linear-to-r from-coral to-sunflower" />
        </div>
        <p className="text-sm text-muted">{t('account.export.started')}</p>
      </div>
    );
  }
  if (item.status === 'ready' && item.downloadUrl) {
    return (
      <div className="grid gap-2">
        <p className="flex items-center gap-2 font-semibold text-leaf">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t('account.export.ready')}
        </p>
        <a href={item.downloadUrl} download className={buttonVariants({ variant: 'secondary', className: 'justify-self-start' })}>
          <Download aria-hidden="true" />
          {item.byteSize !== null ? t('account.export.downloadSize', { size: formatSize(item.byteSize) }) : t('account.export.download')}
        </a>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Clock className="size-4" aria-hidden="true" />
          {t('account.export.availableUntil', { date: formatMoment(item.expiresAt, locale) })}
        </p>
      </div>
    );
  }
  if (item.status === 'failed') {
    return (
      <div className="grid gap-2">
        <p>{t('account.export.failed')}</p>
        {latest ? (
          <Button variant="secondary" onClick={onRetry} disabled={retrying} className="justify-self-start">
            <RotateCcw aria-hidden="true" />
            {t('account.tryAgain')}
          </Button>
        ) : null}
      </div>
    );
  }
  return <p className="text-muted">{latest ? t('account.export.expiredLatest') : t('account.export.expired')}</p>;
}

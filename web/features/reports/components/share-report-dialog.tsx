import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { Translator } from '../../../../contracts/i18n/translator';
import { DEFAULT_SHARE_EXPIRY_DAYS, SHARE_EXPIRY_DAYS, type ReportScope } from '../../../../contracts/reports';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { useCreateReportShare, useReportShares } from '../api/report-shares';
import { sameScope, scopeName } from '../lib/share-wording';
import { ShareList } from './share-list';

type Props = { planId: string; scope: ReportScope; open: boolean; onOpenChange: (open: boolean) => void };

async function copy(url: string, t: Translator) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('reportPage.dialog.copied'), description: t('reportPage.dialog.copiedText') });
  } catch {
    toast({ variant: 'destructive', title: t('reportPage.dialog.copyFailed'), description: t('reportPage.dialog.copyFailedText') });
  }
}

/**
 * "Share report": a read-only link for a paediatrician or teacher, no account needed. The link is
 * shown once (only a fingerprint of it is kept), with its expiry, every opening, and a way to turn it off.
 */
export function ShareReportDialog({ planId, scope, open, onOpenChange }: Props) {
  const t = useT();
  const [days, setDays] = useState<number>(DEFAULT_SHARE_EXPIRY_DAYS);
  const [link, setLink] = useState<string | null>(null);
  const create = useCreateReportShare(planId);
  const shares = useReportShares(planId, { enabled: open });
  const ids = { days: useId(), link: useId() };
  const mine = (shares.data ?? []).filter((share) => sameScope(share.scope, scope));

  function onCreate() {
    create.mutate(
      { scope, expiresInDays: days as 7 | 30 | 90 },
      {
        onSuccess: (created) => setLink(created.url),
        onError: (error) =>
          toast({ variant: 'destructive', title: t('reportPage.dialog.createFailed'), description: errorMessage(error, t('reportPage.tryAgain')) }),
      },
    );
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setLink(null);
        onOpenChange(next);
      }}
      title={t('reportPage.dialog.title', { report: scopeName(t, scope) })}
      description={t('reportPage.dialog.description')}
      className="max-w-xl"
    >
      <div className="grid gap-5">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-1">
            <label htmlFor={ids.days} className="text-sm font-semibold">
              {t('reportPage.dialog.worksFor')}
            </label>
            <NativeSelect id={ids.days} value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {SHARE_EXPIRY_DAYS.map((n) => (
                <option key={n} value={n}>
                  {t('reportPage.dialog.days', { count: n })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={onCreate} disabled={create.isPending}>
            {create.isPending ? t('reportPage.dialog.creating') : t('reportPage.dialog.create')}
          </Button>
        </div>
        {link ? (
          <div className="grid gap-2 rounded-xl border border-leaf/50 bg-surface-2 p-3">
            <label htmlFor={ids.link} className="text-sm font-semibold">
              {t('reportPage.dialog.yourLink')}
            </label>
            <div className="flex gap-2">
              <input
                id={ids.link}
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                className="min-h-11 w-full min-w-0 rounded-xl border border-input bg-background px-3 text-sm"
              />
              <Button variant="secondary" onClick={() => void copy(link, t)} aria-label={t('reportPage.dialog.copyLabel')}>
                <Copy className="size-4" aria-hidden="true" />
                {t('reportPage.dialog.copy')}
              </Button>
            </div>
          </div>
        ) : null}
        <ShareList planId={planId} shares={mine} loading={shares.isPending} />
        <Button variant="secondary" className="justify-self-end" onClick={() => onOpenChange(false)}>
          {t('reportPage.dialog.done')}
        </Button>
      </div>
    </ModalDialog>
  );
}

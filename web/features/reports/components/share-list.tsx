import type { ReportShare } from '../../../../contracts/reports';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { TitledSection } from '@/components/titled-section';
import { useRevokeReportShare } from '../api/report-shares';
import { useShareDates, useShareStateText } from '../lib/share-wording';

/** The links made for one report: when each stops working, who opened it (time and browser), and Turn off. */
export function ShareList({ planId, shares, loading }: { planId: string; shares: ReportShare[]; loading: boolean }) {
  const t = useT();
  const dates = useShareDates();
  const stateText = useShareStateText();
  const revoke = useRevokeReportShare(planId);
  if (loading) return <p className="text-sm text-muted">{t('reportPage.list.loading')}</p>;
  if (shares.length === 0) return <p className="text-sm text-muted">{t('reportPage.list.none')}</p>;

  function onRevoke(share: ReportShare) {
    revoke.mutate(share.id, {
      onSuccess: () => toast({ title: t('reportPage.list.turnedOff'), description: t('reportPage.list.turnedOffText') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('reportPage.list.turnOffFailed'), description: errorMessage(error, t('reportPage.tryAgain')) }),
    });
  }

  return (
    <TitledSection titleId="share-list-title" title={t('reportPage.list.title')} level={3} titleClassName="font-bold" className="grid gap-2">
      <ul className="grid gap-2">
        {shares.map((share) => (
          <li key={share.id} className="grid gap-2 rounded-xl border border-border bg-surface-2 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="text-sm font-semibold">{t('reportPage.list.made', { date: dates.dateTime(share.createdAt) })}</p>
                <p className={`text-sm ${share.state === 'active' ? 'text-leaf' : 'text-muted'}`}>{stateText(share)}</p>
              </div>
              {share.state === 'active' ? (
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => onRevoke(share)}
                  disabled={revoke.isPending}
                  aria-label={t('reportPage.list.turnOffLabel', { date: dates.dateTime(share.createdAt) })}
                >
                  {t('reportPage.list.turnOff')}
                </Button>
              ) : null}
            </div>
            {share.openings.length > 0 ? (
              <ul aria-label={t('reportPage.list.openings')} className="grid gap-0.5 text-sm text-muted">
                {share.openings.map((opening) => (
                  <li key={opening.openedAt + opening.browser}>
                    {t('reportPage.list.opening', { date: dates.dateTime(opening.openedAt), browser: opening.browser })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

import type { ReportShare } from '../../../../contracts/reports';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { TitledSection } from '@/components/titled-section';
import { useRevokeReportShare } from '../api/report-shares';
import { formatDateTime, openedText, shareStateText } from '../lib/share-wording';

/** The links made for one report: when each stops working, who opened it (time and browser), and Turn off. */
export function ShareList({ planId, shares, loading }: { planId: string; shares: ReportShare[]; loading: boolean }) {
  const revoke = useRevokeReportShare(planId);
  if (loading) return <p className="text-sm text-muted">Loading your links…</p>;
  if (shares.length === 0) return <p className="text-sm text-muted">You have not shared this report yet.</p>;

  function onRevoke(share: ReportShare) {
    revoke.mutate(share.id, {
      onSuccess: () => toast({ title: 'Link turned off', description: 'Whoever has it now sees that it was turned off.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not turn the link off', description: errorMessage(error, 'Please try again.') }),
    });
  }

  return (
    <TitledSection titleId="share-list-title" title="Links you made" level={3} titleClassName="font-bold" className="grid gap-2">
      <ul className="grid gap-2">
        {shares.map((share) => (
          <li key={share.id} className="grid gap-2 rounded-xl border border-border bg-surface-2 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="text-sm font-semibold">Made {formatDateTime(share.createdAt)}</p>
                <p className={`text-sm ${share.state === 'active' ? 'text-leaf' : 'text-muted'}`}>
                  {shareStateText(share)} · {openedText(share.openings.length)}
                </p>
              </div>
              {share.state === 'active' ? (
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => onRevoke(share)}
                  disabled={revoke.isPending}
                  aria-label={`Turn off the link made ${formatDateTime(share.createdAt)}`}
                >
                  Turn off
                </Button>
              ) : null}
            </div>
            {share.openings.length > 0 ? (
              <ul aria-label="Openings" className="grid gap-0.5 text-sm text-muted">
                {share.openings.map((opening) => (
                  <li key={opening.openedAt + opening.browser}>
                    {formatDateTime(opening.openedAt)} — {opening.browser}
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

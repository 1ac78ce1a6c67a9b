import { History, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { ConfirmDialog } from './confirm-dialog';

interface DraftNoticeProps {
  /** keptSummary(): "We kept 2 recordings and 1 photo from earlier." */
  summary: string | null;
  /** False when the browser would not store the draft (a private window, a full disk). */
  kept: boolean;
  onDiscard: () => void;
  onDismiss: () => void;
}

/**
 * Says what came back from an earlier visit, with a way to start afresh; or, when the browser
 * keeps nothing, that the work lives only on this open page.
 */
export function DraftNotice({ summary, kept, onDiscard, onDismiss }: DraftNoticeProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  if (!summary) {
    return kept ? null : <p className="rounded-xl border border-border bg-surface p-3 text-sm text-muted">{t('submissions.draft.notKept')}</p>;
  }
  return (
    <div role="status" className="flex items-start gap-3 rounded-card border border-sky/50 bg-surface p-4">
      <History className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
      <div className="grid flex-1 gap-3">
        <div className="grid gap-1">
          <p className="font-semibold">{summary}</p>
          <p className="text-sm text-muted">{t('submissions.draft.staysHere')}</p>
        </div>
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setConfirming(true)}>
          {t('submissions.draft.startFresh')}
        </Button>
      </div>
      <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={t('submissions.draft.hide')} onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('submissions.draft.confirmTitle')}
        keepLabel={t('submissions.draft.keep')}
        confirmLabel={t('submissions.draft.delete')}
        onKeep={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
      >
        {t('submissions.draft.confirmText')}
      </ConfirmDialog>
    </div>
  );
}

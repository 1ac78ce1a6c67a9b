import { AlertTriangle, Hourglass, RotateCcw } from 'lucide-react';
import { EVALUATION_RETRIES, EVALUATION_SETTLED_MS } from '../../../../contracts/evaluation-timing';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { evaluationErrorText } from '../lib/analysis-state';

/** Spec 000 §4 pending: a spinner while the screen keeps checking. */
export function AnalysisPending() {
  const t = useT();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl bg-surface-2 p-6 text-center">
      <Spinner label={t('submissions.results.pending')} />
      <h2 className="text-xl font-bold">{t('submissions.results.pending')}</h2>
      <p className="max-w-prose text-muted">{t('submissions.results.pendingText')}</p>
    </div>
  );
}

const SETTLED_MINUTES = Math.round(EVALUATION_SETTLED_MS / 60_000);

/**
 * Spec 000 §4: after 5 minutes of waiting the screen stops checking and says so. By then a first
 * attempt has ended, so the evaluation is waiting for another try or running it; the text says
 * so, and by when it is usually settled either way (contracts/evaluation-timing.ts).
 */
export function AnalysisTakingLonger({ onCheckAgain }: { onCheckAgain: () => void }) {
  const t = useT();
  return (
    <div role="status" className="grid justify-items-center gap-3 rounded-xl border border-sunflower/50 bg-surface-2 p-6 text-center">
      <Hourglass className="size-8 text-sunflower" aria-hidden="true" />
      <h2 className="text-xl font-bold">{t('submissions.results.longer')}</h2>
      <p className="max-w-prose text-muted">{t('submissions.results.longerText', { retries: EVALUATION_RETRIES, minutes: SETTLED_MINUTES })}</p>
      <p className="max-w-prose text-muted">{t('submissions.results.canLeave')}</p>
      <Button variant="secondary" onClick={onCheckAgain}>
        <RotateCcw aria-hidden="true" />
        {t('submissions.results.checkAgain')}
      </Button>
    </div>
  );
}

type AnalysisFailedProps = { error: string; retryable: boolean; retrying: boolean; onRetry: () => void };

/** Spec 000 §4 failed: the reason, and Retry Analysis unless the feedback says it cannot help. */
export function AnalysisFailed({ error, retryable, retrying, onRetry }: AnalysisFailedProps) {
  const t = useT();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-destructive/60 bg-surface-2 p-6 text-center">
      <AlertTriangle className="size-8 text-destructive-text" aria-hidden="true" />
      <h2 className="text-xl font-bold">{t('submissions.results.failed')}</h2>
      <p className="max-w-prose text-destructive-text">{evaluationErrorText(t, error)}</p>
      <Button onClick={onRetry} disabled={!retryable || retrying}>
        <RotateCcw aria-hidden="true" />
        {retrying ? t('submissions.results.restarting') : t('submissions.results.retry')}
      </Button>
      {!retryable ? <p className="text-sm text-muted">{t('submissions.results.cannotRestart')}</p> : null}
    </div>
  );
}

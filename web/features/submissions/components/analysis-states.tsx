import { AlertTriangle, Hourglass, RotateCcw } from 'lucide-react';
import { EVALUATION_RETRIES, EVALUATION_SETTLED_MS } from '../../../../contracts/evaluation-timing';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Spec 000 §4 pending: a spinner while the screen keeps checking. */
export function AnalysisPending() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl bg-surface-2 p-6 text-center">
      <Spinner label="Analysis in Progress" />
      <h2 className="text-xl font-bold">Analysis in Progress</h2>
      <p className="max-w-prose text-muted">We are looking at the drawing now. This usually takes a few moments; this page updates by itself.</p>
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
  return (
    <div role="status" className="grid justify-items-center gap-3 rounded-xl border border-sunflower/50 bg-surface-2 p-6 text-center">
      <Hourglass className="size-8 text-sunflower" aria-hidden="true" />
      <h2 className="text-xl font-bold">Analysis Taking Longer</h2>
      <p className="max-w-prose text-muted">
        The analysis is taking longer than usual, and we are still working on it: when a try does not finish, Kritzel starts it again by itself, up to{' '}
        {EVALUATION_RETRIES} more times. Within about {SETTLED_MINUTES} minutes of sending you will find the feedback here, or a Retry Analysis button if it
        could not be done.
      </p>
      <p className="max-w-prose text-muted">You can leave this page: the feedback will be waiting on your plan.</p>
      <Button variant="secondary" onClick={onCheckAgain}>
        <RotateCcw aria-hidden="true" />
        Check again
      </Button>
    </div>
  );
}

type AnalysisFailedProps = { error: string; retryable: boolean; retrying: boolean; onRetry: () => void };

/** Spec 000 §4 failed: the reason, and Retry Analysis unless the feedback says it cannot help. */
export function AnalysisFailed({ error, retryable, retrying, onRetry }: AnalysisFailedProps) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-destructive/60 bg-surface-2 p-6 text-center">
      <AlertTriangle className="size-8 text-destructive-text" aria-hidden="true" />
      <h2 className="text-xl font-bold">Analysis Failed</h2>
      <p className="max-w-prose text-destructive-text">{error}</p>
      <Button onClick={onRetry} disabled={!retryable || retrying}>
        <RotateCcw aria-hidden="true" />
        {retrying ? 'Restarting…' : 'Retry Analysis'}
      </Button>
      {!retryable ? <p className="text-sm text-muted">This analysis cannot be restarted. You can submit the week again instead.</p> : null}
    </div>
  );
}

import type { Submission } from '../../../../contracts/submissions';
import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { handleLoggedOut } from '@/lib/logged-out';
import { useRetryEvaluation } from '@/features/submissions/api/submissions';
import { FeedbackView } from '@/features/submissions/components/feedback-view';
import { analysisState } from '../lib/analysis-state';
import { AnalysisFailed, AnalysisPending, AnalysisTakingLonger } from './analysis-states';
import { SubmittedDrawings } from './submitted-drawings';

type AnalysisTabProps = { submission: Submission; givenUp: boolean; onResume: () => void };

/** Spec 000 §2 Expert Analysis, named "Feedback" (issue 32): the drawings first, then the feedback or its pending, failed or empty state. */
export function AnalysisTab({ submission, givenUp, onResume }: AnalysisTabProps) {
  const retry = useRetryEvaluation();
  const state = analysisState(submission, givenUp);

  function onRetry() {
    retry.mutate(
      { submissionId: submission.id, planId: submission.planId },
      {
        onSuccess: () => {
          toast({ title: 'Analysis Restarted', description: 'We will show the feedback here as soon as it is ready.' });
          onResume();
        },
        onError: (error) => {
          if (handleLoggedOut(error, window.location.pathname)) return;
          if (errorStatus(error) === 429) {
            toast({ variant: 'destructive', title: 'Rate limit reached: Please wait a few minutes before trying again.' });
            return;
          }
          toast({
            variant: 'destructive',
            title: 'Analysis Restart Failed',
            description: errorMessage(error, 'Unable to restart the analysis. Please try again later.'),
          });
        },
      },
    );
  }

  return (
    <div className="grid gap-8">
      <SubmittedDrawings submissionId={submission.id} />
      <section aria-label="Feedback" aria-live="polite" className="grid gap-4">
        {state.kind === 'pending' ? <AnalysisPending /> : null}
        {state.kind === 'taking-longer' ? <AnalysisTakingLonger onCheckAgain={onResume} /> : null}
        {state.kind === 'failed' ? <AnalysisFailed error={state.error} retryable={state.retryable} retrying={retry.isPending} onRetry={onRetry} /> : null}
        {state.kind === 'feedback' ? (
          <>
            <h2 className="text-xl font-bold">What we saw this week</h2>
            <FeedbackView feedback={state.feedback} />
            <p className="text-sm text-muted">
              Kritzel is not a diagnostic tool: every result is an estimate from one drawing. If you are ever worried about your child’s development, your
              paediatrician is the person to ask.
            </p>
          </>
        ) : null}
        {state.kind === 'empty' ? (
          <p className="rounded-xl bg-surface-2 p-4 text-muted">The analysis will appear here when the evaluation is complete.</p>
        ) : null}
      </section>
    </div>
  );
}

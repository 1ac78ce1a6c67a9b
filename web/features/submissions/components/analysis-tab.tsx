import type { Submission } from '../../../../contracts/submissions';
import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { handleLoggedOut } from '@/lib/logged-out';
import { useT } from '@/i18n/use-t';
import { useRetryEvaluation } from '@/features/submissions/api/submissions';
import { FeedbackView } from '@/features/submissions/components/feedback-view';
import { analysisState } from '../lib/analysis-state';
import { AnalysisFailed, AnalysisPending, AnalysisTakingLonger } from './analysis-states';
import { SubmittedDrawings } from './submitted-drawings';

type AnalysisTabProps = { submission: Submission; givenUp: boolean; onResume: () => void };

/** Spec 000 §2 Expert Analysis, named "Feedback" (issue 32): the drawings first, then the feedback or its pending, failed or empty state. */
export function AnalysisTab({ submission, givenUp, onResume }: AnalysisTabProps) {
  const t = useT();
  const retry = useRetryEvaluation();
  const state = analysisState(submission, givenUp);

  function onRetry() {
    retry.mutate(
      { submissionId: submission.id, planId: submission.planId },
      {
        onSuccess: () => {
          toast({ title: t('submissions.results.restarted'), description: t('submissions.results.restartedText') });
          onResume();
        },
        onError: (error) => {
          if (handleLoggedOut(error, window.location.pathname)) return;
          if (errorStatus(error) === 429) {
            toast({ variant: 'destructive', title: t('submissions.results.rateLimited') });
            return;
          }
          toast({
            variant: 'destructive',
            title: t('submissions.results.restartFailed'),
            description: errorMessage(error, t('submissions.results.restartFailedText')),
          });
        },
      },
    );
  }

  return (
    <div className="grid gap-8">
      <SubmittedDrawings submissionId={submission.id} />
      <section aria-label={t('submissions.results.feedback')} aria-live="polite" className="grid gap-4">
        {state.kind === 'pending' ? <AnalysisPending /> : null}
        {state.kind === 'taking-longer' ? <AnalysisTakingLonger onCheckAgain={onResume} /> : null}
        {state.kind === 'failed' ? <AnalysisFailed error={state.error} retryable={state.retryable} retrying={retry.isPending} onRetry={onRetry} /> : null}
        {state.kind === 'feedback' ? (
          <>
            <h2 className="text-xl font-bold">{t('submissions.results.whatWeSaw')}</h2>
            <FeedbackView feedback={state.feedback} />
            <p className="text-sm text-muted">{t('submissions.results.notDiagnostic')}</p>
          </>
        ) : null}
        {state.kind === 'empty' ? <p className="rounded-xl bg-surface-2 p-4 text-muted">{t('submissions.results.empty')}</p> : null}
      </section>
    </div>
  );
}

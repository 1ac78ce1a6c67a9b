import { Link } from 'wouter';
import { sentDay, type Submission } from '../../../../contracts/submissions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ModalDialog } from '@/components/modal-dialog';
import { useSubmissionFeedback } from '@/features/submissions';
import { FeedbackView } from '@/features/submissions';
import type { PlanChallenge } from '../../../../contracts/plans';
import { useFormat, useT } from '@/i18n/use-t';

interface FeedbackDetailsDialogProps {
  /** The completed submission whose feedback is shown; null when closed. */
  submission: Submission | null;
  challenge: PlanChallenge | undefined;
  onClose: () => void;
}

/** "Feedback Details": the feedback is fetched only when the dialog opens (spec 000 §4). */
export function FeedbackDetailsDialog({ submission, challenge, onClose }: FeedbackDetailsDialogProps) {
  const t = useT();
  const { locale } = useFormat();
  const feedback = useSubmissionFeedback(submission?.id ?? '', submission !== null);
  const week = submission?.weekNumber;
  return (
    <ModalDialog
      open={submission !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('plans.feedback.title')}
      description={week ? (challenge ? t('plans.weekWithTitle', { week, title: challenge.title }) : t('plans.week', { week })) : undefined}
      initialFocus="title"
      className="max-w-2xl"
    >
      {submission ? (
        <p className="text-sm text-muted">
          {t('plans.feedback.attempt', { attempt: submission.attemptNumber })} ·{' '}
          <time dateTime={submission.createdAt}>{t('submissions.results.sentOn', { date: sentDay(submission.createdAt, locale) })}</time>
        </p>
      ) : null}
      {challenge?.adaptedReason ? (
        <p className="rounded-xl bg-surface-2 p-3 text-sm">
          <span className="font-bold text-sky">{t('plans.feedback.adapted')}</span>
          {challenge.adaptedReason}
        </p>
      ) : null}
      {feedback.isPending ? (
        <div className="grid justify-items-center gap-2 py-6 text-muted">
          <Spinner label={t('plans.feedback.loading')} />
        </div>
      ) : feedback.isError ? (
        <p className="text-destructive-text">{t('plans.feedback.loadFailed')}</p>
      ) : feedback.data.aiFeedback ? (
        <FeedbackView feedback={feedback.data.aiFeedback} />
      ) : (
        <p className="text-muted">{t('plans.feedback.waiting')}</p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {submission ? (
          // The week's results: its drawings, observations and every attempt with its feedback.
          <Button asChild variant="outline">
            <Link href={`/challenge-results/${encodeURIComponent(submission.id)}`}>{t('plans.feedback.allAttempts')}</Link>
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('plans.done')}
        </Button>
      </div>
    </ModalDialog>
  );
}

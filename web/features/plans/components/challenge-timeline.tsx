import { AlertTriangle, CheckCircle2, Circle, Loader2, Lock, RotateCcw, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { sentDay } from '../../../../contracts/submissions';
import { ScorePill, SubmitAgain, useRetryEvaluation } from '@/features/submissions';
import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { useFormat, useT } from '@/i18n/use-t';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { WEEK_STATUS_LABELS, type TimelineRow, type WeekStatus } from '../lib/plan-progress';
import { visibleRows } from '../lib/timeline';

/** The retry's toasts, as message keys. */
export const RETRY_MESSAGES = {
  started: 'plans.timeline.retryStarted',
  rateLimited: 'plans.timeline.rateLimited',
  failedTitle: 'plans.timeline.retryFailed',
  failed: 'plans.timeline.retryFailedText',
} as const satisfies Record<string, MessageKey>;

interface ChallengeTimelineProps {
  planId: string;
  rows: readonly TimelineRow[];
  onOpenFeedback: (row: TimelineRow) => void;
}

/**
 * All 26 weeks with their state; completed weeks show their score and open their feedback,
 * failed ones can retry, and a sent week can be sent again while attempts are left.
 */
export function ChallengeTimeline({ planId, rows, onOpenFeedback }: ChallengeTimelineProps) {
  const t = useT();
  const [hideCompleted, setHideCompleted] = useState(false);
  const switchId = useId();
  const retry = useRetryEvaluation();
  const shown = visibleRows(rows, hideCompleted);

  function onRetry(row: TimelineRow) {
    if (!row.latest) return;
    retry.mutate(
      { submissionId: row.latest.id, planId },
      {
        onSuccess: () => toast({ title: t(RETRY_MESSAGES.started), description: t('plans.timeline.retryStartedText', { week: row.challenge.week }) }),
        onError: (error) =>
          errorStatus(error) === 429
            ? toast({ variant: 'destructive', title: t(RETRY_MESSAGES.rateLimited) })
            : toast({ variant: 'destructive', title: t(RETRY_MESSAGES.failedTitle), description: errorMessage(error, t(RETRY_MESSAGES.failed)) }),
      },
    );
  }

  return (
    <section aria-labelledby="timeline-title" className="grid gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="timeline-title" className="text-xl font-bold">
          {t('plans.timeline.title')}
        </h2>
        <div className="flex items-center gap-3">
          <label htmlFor={switchId} className="text-sm font-semibold">
            {t('plans.timeline.hideCompleted')}
          </label>
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={hideCompleted}
            onClick={() => setHideCompleted((v) => !v)}
            className="group inline-flex h-11 w-16 items-center rounded-full p-1.5"
          >
            <span
              className={cn('flex h-7 w-full items-center rounded-full p-0.5 ring-1 ring-input transition-colors', hideCompleted ? 'bg-leaf' : 'bg-surface-2')}
            >
              <span
                className={cn(
                  'size-6 rounded-full bg-foreground shadow transition-transform motion-reduce:transition-none',
                  hideCompleted && 'translate-x-[1.2rem]',
                )}
              />
            </span>
          </button>
        </div>
      </div>
      {shown.length === 0 ? <p className="text-muted">{t('plans.timeline.allComplete')}</p> : null}
      <ol className="grid gap-2">
        {shown.map((row) => (
          <li key={row.challenge.week}>
            <TimelineItem
              planId={planId}
              row={row}
              retrying={retry.isPending && retry.variables?.submissionId === row.latest?.id}
              onRetry={() => onRetry(row)}
              onOpenFeedback={() => onOpenFeedback(row)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

const STATUS_STYLE: Record<WeekStatus, string> = {
  completed: 'text-leaf',
  pending: 'text-sky',
  failed: 'text-destructive-text',
  current: 'text-coral',
  open: 'text-muted',
  locked: 'text-muted',
};

function StatusIcon({ status }: { status: WeekStatus }) {
  const Icon = { completed: CheckCircle2, pending: Loader2, failed: AlertTriangle, current: Star, open: Circle, locked: Lock }[status];
  return <Icon className={cn('size-5 shrink-0', STATUS_STYLE[status], status === 'pending' && 'animate-spin motion-reduce:animate-none')} aria-hidden="true" />;
}

interface TimelineItemProps {
  planId: string;
  row: TimelineRow;
  retrying: boolean;
  onRetry: () => void;
  onOpenFeedback: () => void;
}

function TimelineItem({ planId, row, retrying, onRetry, onOpenFeedback }: TimelineItemProps) {
  const t = useT();
  const { locale } = useFormat();
  const { challenge, status, latest, completed } = row;
  const score = status === 'completed' ? (completed?.score ?? null) : null;
  // A newer attempt that failed beside an older completed one: the week stays completed, and says why Retry is on.
  const newerFailed = latest && completed && latest !== completed && latest.evaluationStatus === 'failed' ? latest : undefined;
  return (
    <div
      className={cn(
        'grid gap-2 rounded-xl border border-border p-3 sm:flex sm:items-center sm:justify-between',
        status === 'current' ? 'border-coral/60 bg-surface-2' : 'bg-background/40',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <StatusIcon status={status} />
        <div className="min-w-0">
          <p className="text-sm text-muted">{t('plans.week', { week: challenge.week })}</p>
          <h3 className={cn('font-bold', status === 'locked' && 'text-muted')}>{challenge.title}</h3>
          <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold', STATUS_STYLE[status])}>
            <span>{t(WEEK_STATUS_LABELS[status])}</span>
            {score !== null ? <ScorePill score={score} goals={completed?.goals} /> : null}
            {row.attempts.length > 1 ? <span className="font-normal text-muted">{t('plans.timeline.attempts', { count: row.attempts.length })}</span> : null}
          </p>
          {latest ? (
            // Every sent week shows its day (issue 35): the weeks are a rhythm, not a calendar the parent is behind on.
            <p className="text-sm text-muted">
              <time dateTime={latest.createdAt}>{t('submissions.results.sentOn', { date: sentDay(latest.createdAt, locale) })}</time>
            </p>
          ) : null}
          {challenge.adaptedReason ? <p className="text-sm text-muted">{t('plans.timeline.adapted', { reason: challenge.adaptedReason })}</p> : null}
          {status === 'failed' && latest?.evaluationError ? <p className="text-sm text-muted">{latest.evaluationError}</p> : null}
          {newerFailed ? (
            <p className="text-sm text-muted">
              {newerFailed.evaluationError
                ? t('plans.timeline.newerFailedWithError', { attempt: newerFailed.attemptNumber, error: newerFailed.evaluationError })
                : t('plans.timeline.newerFailed', { attempt: newerFailed.attemptNumber })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:max-w-[50%] sm:justify-end">
        {row.completed ? (
          <Button size="sm" variant="secondary" onClick={onOpenFeedback} aria-label={t('plans.timeline.viewFeedbackFor', { week: challenge.week })}>
            {t('plans.timeline.viewFeedback')}
          </Button>
        ) : null}
        {latest ? (
          // Present for every submitted week, usable only after a retryable failure (spec 000 §2).
          <Button
            size="sm"
            variant="outline"
            disabled={!row.canRetry || retrying}
            onClick={onRetry}
            aria-label={t('plans.timeline.retryFor', { week: challenge.week })}
          >
            <RotateCcw aria-hidden="true" />
            {retrying ? t('plans.timeline.retrying') : t('plans.timeline.retry')}
          </Button>
        ) : null}
        {/* Its label wraps rather than pushing a 360 px phone's page sideways. */}
        <SubmitAgain planId={planId} week={challenge.week} offer={row.offer} size="sm" className="max-w-full py-2 text-left whitespace-normal" />
      </div>
    </div>
  );
}

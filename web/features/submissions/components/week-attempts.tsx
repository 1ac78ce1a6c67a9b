import { ImageOff } from 'lucide-react';
import { Link } from 'wouter';
import { MAX_ATTEMPTS_PER_WEEK, sentDay, type Submission } from '../../../../contracts/submissions';
import { useFormat, useT } from '@/i18n/use-t';
import { usePlanSubmissions, useSubmissionFeedback } from '../api/submissions';
import { attemptOffer, attemptsOfWeek } from '../lib/attempts';
import { ScorePill } from './feedback-score';
import { feedbackSummary } from './feedback-view';
import { SubmitAgain } from './submit-again';

/**
 * Every attempt at the week of the submission on screen, newest first, each with its date,
 * drawing, score and feedback and a link to open it; then another attempt, or plainly that all
 * are used. `submission` is the one on screen, fresher than the plan's list while it is polled.
 */
export function WeekAttempts({ submission }: { submission: Submission }) {
  const t = useT();
  const list = usePlanSubmissions(submission.planId);
  const others = (list.data ?? []).filter((s) => s.id !== submission.id);
  const attempts = attemptsOfWeek([submission, ...others], submission.weekNumber);
  const offer = attemptOffer(attempts);
  return (
    <section id="week-attempts" aria-labelledby="week-attempts-title" className="grid gap-4">
      <h2 id="week-attempts-title" className="text-xl font-bold">
        {t('submissions.attempts.title', { week: submission.weekNumber })}
      </h2>
      {attempts.length > 1 ? (
        <ol className="grid gap-3">
          {attempts.map((attempt) => (
            <li key={attempt.id}>
              <AttemptCard attempt={attempt} current={attempt.id === submission.id} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">{t('submissions.attempts.upTo', { max: MAX_ATTEMPTS_PER_WEEK })}</p>
      )}
      <SubmitAgain planId={submission.planId} week={submission.weekNumber} offer={offer} className="justify-self-start" />
    </section>
  );
}

function AttemptCard({ attempt, current }: { attempt: Submission; current: boolean }) {
  const t = useT();
  const { locale } = useFormat();
  const thumb = attempt.images[0]?.thumbUrl ?? null;
  return (
    <article
      aria-current={current ? 'true' : undefined}
      aria-labelledby={`attempt-${attempt.id}`}
      className={`flex gap-3 rounded-xl border p-3 ${current ? 'border-sky/70 bg-surface-2' : 'border-border bg-background/40'}`}
    >
      <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-md bg-[#fbf6ea]">
        {thumb ? (
          <img
            src={thumb}
            alt={t('submissions.attempts.drawingAlt', { number: attempt.attemptNumber })}
            loading="lazy"
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <>
            <ImageOff className="size-6 text-[#5b5f73]" aria-hidden="true" />
            <span className="sr-only">{t('submissions.attempts.noPhoto')}</span>
          </>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-1">
        <h3 id={`attempt-${attempt.id}`} className="font-bold">
          {t('submissions.attempts.attempt', { number: attempt.attemptNumber })}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <time dateTime={attempt.createdAt}>{t('submissions.results.sentOn', { date: sentDay(attempt.createdAt, locale) })}</time>
          {attempt.score !== null && attempt.evaluationStatus === 'completed' ? <ScorePill score={attempt.score} goals={attempt.goals} /> : null}
        </p>
        <AttemptFeedback attempt={attempt} current={current} />
        {current ? (
          <p className="text-sm font-semibold text-sky">{t('submissions.attempts.shownHere')}</p>
        ) : (
          <Link
            href={`/challenge-results/${encodeURIComponent(attempt.id)}`}
            className="inline-flex min-h-11 items-center justify-self-start text-sm font-semibold text-sky underline-offset-4 hover:underline"
          >
            {t('submissions.attempts.open', { number: attempt.attemptNumber })}
          </Link>
        )}
      </div>
    </article>
  );
}

/** The attempt's feedback in a few lines; an earlier attempt's is fetched only for this list. */
function AttemptFeedback({ attempt, current }: { attempt: Submission; current: boolean }) {
  const t = useT();
  const completed = attempt.evaluationStatus === 'completed';
  const fetched = useSubmissionFeedback(attempt.id, completed && !current);
  if (attempt.evaluationStatus === 'pending') return <p className="text-sm text-sky">{t('submissions.attempts.inProgress')}</p>;
  if (attempt.evaluationStatus === 'failed') return <p className="text-sm text-destructive-text">{t('submissions.attempts.failed')}</p>;
  const feedback = current ? attempt.aiFeedback : fetched.data?.aiFeedback;
  const summary = feedback ? feedbackSummary(feedback) : null;
  if (!summary) return fetched.isPending && !current ? <p className="text-sm text-muted">{t('submissions.attempts.loadingFeedback')}</p> : null;
  return <p className="line-clamp-3 text-sm">{summary}</p>;
}

import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';

/** The feedback's score as the spec shows it, out of 10, with a label a screen reader reads well (not "7 slash 10"). */
export function ScoreValue({ score, className }: { score: number; className?: string }) {
  const t = useT();
  return (
    <span className={className}>
      <span aria-hidden="true">{t('submissions.feedback.outOfTen', { score })}</span>
      <span className="sr-only">{t('submissions.feedback.scoreSpoken', { score })}</span>
    </span>
  );
}

/**
 * The score of feedback written before issue 32, which counted no goals: shown as it was, and
 * said to be older, so it is not read as this week's measure.
 */
export function FeedbackScore({ score }: { score: number }) {
  const t = useT();
  return (
    <section aria-label={t('submissions.feedback.score')} className="grid gap-0.5 rounded-xl bg-surface-2 p-4">
      <p className="font-semibold">
        {t('submissions.feedback.scorePrefix')} <ScoreValue score={score} className="font-heading text-xl font-extrabold text-sunflower" />{' '}
        <span className="font-normal text-muted">{t('submissions.feedback.older')}</span>
      </p>
      <p className="text-sm text-muted">{t('submissions.feedback.olderNote')}</p>
    </section>
  );
}

const PILL = 'rounded-full border border-sunflower/50 px-2.5 py-0.5 text-sm font-bold text-sunflower';

/**
 * A small score beside a week or an attempt. Since issue 32 a score counts the challenge's goals
 * the drawing shows, so it is said as that count ("Goals 3 of 4"); older scores keep "7/10".
 */
export function ScorePill({ score, goals, className }: { score: number; goals?: { shown: number; of: number } | null; className?: string }) {
  const t = useT();
  if (goals) {
    return (
      <span className={cn(PILL, className)}>
        <span aria-hidden="true">{t('submissions.feedback.goalsPill', goals)}</span>
        <span className="sr-only">{t('submissions.feedback.goalsSpoken', goals)}</span>
      </span>
    );
  }
  return <ScoreValue score={score} className={cn(PILL, className)} />;
}

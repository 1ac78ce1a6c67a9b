import { cn } from '@/lib/utils';

const outOfTen = (score: number) => `${score}/10`;
/** What a screen reader says instead of "7 slash 10". */
export const scoreLabel = (score: number) => `Score: ${score} out of 10`;

/** The feedback's score as the spec shows it, out of 10, with a label a screen reader reads well. */
export function ScoreValue({ score, className }: { score: number; className?: string }) {
  return (
    <span className={className}>
      <span aria-hidden="true">{outOfTen(score)}</span>
      <span className="sr-only">{scoreLabel(score)}</span>
    </span>
  );
}

/**
 * The score of feedback written before issue 32, which counted no goals: shown as it was, and
 * said to be older, so it is not read as this week's measure.
 */
export function FeedbackScore({ score }: { score: number }) {
  return (
    <section aria-label="Score" className="grid gap-0.5 rounded-xl bg-surface-2 p-4">
      <p className="font-semibold">
        Score: <ScoreValue score={score} className="font-heading text-xl font-extrabold text-sunflower" />{' '}
        <span className="font-normal text-muted">(older feedback)</span>
      </p>
      <p className="text-sm text-muted">Feedback from before Kritzel counted the challenge’s goals a photo can show.</p>
    </section>
  );
}

const PILL = 'rounded-full border border-sunflower/50 px-2.5 py-0.5 text-sm font-bold text-sunflower';

/**
 * A small score beside a week or an attempt. Since issue 32 a score counts the challenge's goals
 * the drawing shows, so it is said as that count ("Goals 3 of 4"); older scores keep "7/10".
 */
export function ScorePill({ score, goals, className }: { score: number; goals?: { shown: number; of: number } | null; className?: string }) {
  if (goals) {
    return (
      <span className={cn(PILL, className)}>
        <span aria-hidden="true">
          Goals {goals.shown} of {goals.of}
        </span>
        <span className="sr-only">
          Challenge goals shown: {goals.shown} of {goals.of}
        </span>
      </span>
    );
  }
  return <ScoreValue score={score} className={cn(PILL, className)} />;
}

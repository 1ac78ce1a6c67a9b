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

/** The score where the feedback is read: what it measures, so it reads as encouragement, not a rank. */
export function FeedbackScore({ score }: { score: number }) {
  return (
    <section aria-label="Score" className="flex items-center justify-between gap-4 rounded-xl bg-surface-2 p-4">
      <div className="grid gap-0.5">
        <p className="font-semibold">Effort and progress</p>
        <p className="text-sm text-muted">Scored on this week’s challenge: effort and progress, not talent.</p>
      </div>
      <ScoreValue score={score} className="shrink-0 font-heading text-3xl font-extrabold text-sunflower" />
    </section>
  );
}

/** A small score beside a week or an attempt. */
export function ScorePill({ score, className }: { score: number; className?: string }) {
  return <ScoreValue score={score} className={cn('rounded-full border border-sunflower/50 px-2.5 py-0.5 text-sm font-bold text-sunflower', className)} />;
}

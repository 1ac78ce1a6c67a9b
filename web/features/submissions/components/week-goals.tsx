import { Check, CircleDashed, EyeOff } from 'lucide-react';
import { useId } from 'react';
import type { ChallengeGoalResult, WeekObserved } from '../../../../contracts/analysis';
import { cn } from '@/lib/utils';

/** Issue 32: the headline that replaces a bare score: goals shown, or the drawing of something else. */
export function goalsHeadline(observed: WeekObserved): string {
  if (observed.followed === 'other') return observed.drewInstead ? `Something else this week: ${observed.drewInstead}` : 'Something else this week';
  if (observed.goalsCheckable > 0) return `Challenge goals shown: ${observed.goalsShown} of ${observed.goalsCheckable}`;
  return 'This week’s challenge goals';
}

const STATUS = {
  seen: { text: 'Seen', Icon: Check, className: 'text-leaf' },
  notSeen: { text: 'Not seen', Icon: CircleDashed, className: 'text-muted' },
  cannot: { text: 'A photo can’t show this', Icon: EyeOff, className: 'text-sky' },
} as const;

function statusOf(goal: ChallengeGoalResult) {
  if (goal.seen === true) return STATUS.seen;
  if (goal.seen === false) return STATUS.notSeen;
  return goal.checkable ? { ...STATUS.notSeen, text: 'Not measured' } : STATUS.cannot;
}

/**
 * What a week's drawing shows, then the challenge's goals, each marked seen, not seen, or as
 * something a photo cannot show (with the note that says so, or the parent's words).
 */
export function WeekGoals({ observed }: { observed: WeekObserved }) {
  const id = useId();
  const other = observed.followed === 'other';
  return (
    <div className="grid gap-5">
      {observed.seen.length > 0 ? (
        <section aria-labelledby={`${id}-seen`} className="grid gap-2">
          <h3 id={`${id}-seen`} className="text-lg font-bold">
            What the drawing shows
          </h3>
          <ul className="grid list-disc gap-1 pl-5">
            {observed.seen.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-goals`} className="grid gap-3 rounded-xl bg-surface-2 p-4" data-testid="challenge-goals">
        <h3 id={`${id}-goals`} className="font-heading text-xl font-extrabold text-sunflower">
          {goalsHeadline(observed)}
        </h3>
        {other ? (
          <p className="text-muted">
            No challenge goal is counted and there is no score this week — drawing what matters to your child is a good reason to draw.
          </p>
        ) : null}
        {observed.goals.length > 0 ? (
          <ul className="grid gap-2">
            {observed.goals.map((goal) => {
              const status = statusOf(goal);
              return (
                <li key={goal.goal} className="grid grid-cols-[1.5rem_1fr] gap-x-2">
                  <status.Icon className={cn('mt-0.5 size-5', status.className)} aria-hidden="true" />
                  <div>
                    <p>
                      <span className="font-semibold">{upperFirst(goal.goal)}</span>
                      <span className={cn('ml-2 text-sm font-semibold', status.className)}>— {status.text}</span>
                    </p>
                    {goal.note ? <p className="text-sm text-muted">{upperFirst(goal.note)}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

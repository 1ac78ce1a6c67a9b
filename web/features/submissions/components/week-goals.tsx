import { Check, CircleDashed, EyeOff } from 'lucide-react';
import { useId } from 'react';
import type { ChallengeGoalResult, WeekObserved } from '../../../../contracts/analysis';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';

/** Issue 32: the headline that replaces a bare score: goals shown, or the drawing of something else. */
export function goalsHeadline(t: Translator, observed: WeekObserved): string {
  if (observed.followed === 'other') {
    return observed.drewInstead ? t('submissions.feedback.somethingElseWith', { drewInstead: observed.drewInstead }) : t('submissions.feedback.somethingElse');
  }
  if (observed.goalsCheckable > 0) return t('submissions.feedback.goalsShown', { shown: observed.goalsShown, of: observed.goalsCheckable });
  return t('submissions.feedback.weekGoals');
}

const STATUS = {
  seen: { text: 'submissions.feedback.goal.seen', Icon: Check, className: 'text-leaf' },
  notSeen: { text: 'submissions.feedback.goal.notSeen', Icon: CircleDashed, className: 'text-muted' },
  cannot: { text: 'submissions.feedback.goal.cannot', Icon: EyeOff, className: 'text-sky' },
} as const satisfies Record<string, { text: MessageKey; Icon: unknown; className: string }>;

function statusOf(goal: ChallengeGoalResult): { text: MessageKey; Icon: typeof Check; className: string } {
  if (goal.seen === true) return STATUS.seen;
  if (goal.seen === false) return STATUS.notSeen;
  return goal.checkable ? { ...STATUS.notSeen, text: 'submissions.feedback.goal.notMeasured' } : STATUS.cannot;
}

/**
 * What a week's drawing shows, then the challenge's goals, each marked seen, not seen, or as
 * something a photo cannot show (with the note that says so, or the parent's words).
 */
export function WeekGoals({ observed }: { observed: WeekObserved }) {
  const t = useT();
  const id = useId();
  const other = observed.followed === 'other';
  return (
    <div className="grid gap-5">
      {observed.seen.length > 0 ? (
        <section aria-labelledby={`${id}-seen`} className="grid gap-2">
          <h3 id={`${id}-seen`} className="text-lg font-bold">
            {t('submissions.feedback.drawingShows')}
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
          {goalsHeadline(t, observed)}
        </h3>
        {other ? <p className="text-muted">{t('submissions.feedback.noGoalCounted')}</p> : null}
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
                      <span className={cn('ml-2 text-sm font-semibold', status.className)}>
                        {t('submissions.feedback.goal.status', { status: t(status.text) })}
                      </span>
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

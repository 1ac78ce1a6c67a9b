import { Info } from 'lucide-react';
import { taskRangeWordsIn } from '../../../../contracts/task-words';
import type { TaskResult } from '../../../../contracts/tasks';
import { useT } from '@/i18n/use-t';
import { formatYearsMonthsIn } from '@/lib/format-age';
import { cn } from '@/lib/utils';
import { coverageWords, statusWording, TASK_NOT_A_DIAGNOSIS } from '../lib/task-wording';

const tones = { leaf: 'border-leaf text-leaf', sunflower: 'border-sunflower text-sunflower' } as const;

/** The estimate as a range in words (said here in the page's language, from the range, floor and ceiling), how often such ranges hold, a status only when there is one to say, and what the task is not. */
export function TaskEstimateCard({ task }: { task: TaskResult }) {
  const t = useT();
  const { estimate } = task;
  const status = statusWording(estimate.status);
  return (
    <section aria-label={t('tasks.estimate.label')} className="grid gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
      <div>
        <p className="text-sm font-semibold text-muted">{task.task === 'shapes' ? t('tasks.estimate.shapesLike') : t('tasks.estimate.personLike')}</p>
        <p className="mt-1 font-heading text-2xl font-extrabold text-balance text-sunflower sm:text-3xl">{taskRangeWordsIn(t, estimate)}</p>
        <p className="mt-2 text-sm">{coverageWords(t, estimate.coverage)}</p>
      </div>
      <p>
        <span className="text-sm font-semibold text-muted">{t('tasks.estimate.childAge')} </span>
        <span className="font-semibold">{formatYearsMonthsIn(t, task.childAge)}</span>
      </p>
      {status ? <p className={cn('rounded-xl border-l-4 bg-surface-2 px-4 py-3 font-semibold', tones[status.tone])}>{t(status.label)}</p> : null}
      {task.comparison ? <p className="rounded-xl border-l-4 border-violet bg-surface-2 px-4 py-3">{task.comparison}</p> : null}
      <p className="flex gap-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-sky" aria-hidden="true" />
        <span>{t(TASK_NOT_A_DIAGNOSIS)}</span>
      </p>
    </section>
  );
}

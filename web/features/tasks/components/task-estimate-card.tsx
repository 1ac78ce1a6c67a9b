import { Info } from 'lucide-react';
import type { TaskResult } from '../../../../contracts/tasks';
import { formatYearsMonths } from '@/lib/format-age';
import { cn } from '@/lib/utils';
import { coverageWords, statusWording, TASK_NOT_A_DIAGNOSIS } from '../lib/task-wording';

const tones = { leaf: 'border-leaf text-leaf', sunflower: 'border-sunflower text-sunflower' } as const;

/** The estimate as a range in words, how often such ranges hold, a status only when there is one to say, and what the task is not. */
export function TaskEstimateCard({ task }: { task: TaskResult }) {
  const { estimate } = task;
  const status = statusWording(estimate.status);
  return (
    <section aria-label="Where your child stands on this task" className="grid gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
      <div>
        <p className="text-sm font-semibold text-muted">On this task, your child copies like children aged</p>
        <p className="mt-1 font-heading text-2xl font-extrabold text-balance text-sunflower sm:text-3xl">{estimate.words}</p>
        <p className="mt-2 text-sm">{coverageWords(estimate.coverage)}</p>
      </div>
      <p>
        <span className="text-sm font-semibold text-muted">Your child's age: </span>
        <span className="font-semibold">{formatYearsMonths(task.childAge)}</span>
      </p>
      {status ? <p className={cn('rounded-xl border-l-4 bg-surface-2 px-4 py-3 font-semibold', tones[status.tone])}>{status.label}</p> : null}
      {task.comparison ? <p className="rounded-xl border-l-4 border-violet bg-surface-2 px-4 py-3">{task.comparison}</p> : null}
      <p className="flex gap-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-sky" aria-hidden="true" />
        <span>{TASK_NOT_A_DIAGNOSIS}</span>
      </p>
    </section>
  );
}

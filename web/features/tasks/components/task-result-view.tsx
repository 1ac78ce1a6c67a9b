import { useEffect, useRef } from 'react';
import type { TaskResult } from '../../../../contracts/tasks';
import { errorMessage } from '@/lib/api';
import { useCorrectTask } from '../api/tasks';
import { TaskEstimateCard } from './task-estimate-card';
import { TaskItemRow } from './task-item-row';

export const CORRECTION_FAILED = 'Your correction could not be saved. Please try again.';

/**
 * A scored task: the estimate first, then each item beside its model with what counts, which the
 * parent may correct (Kritzel's own result stays beside it), then the norms' sources.
 */
export function TaskResultView({ task }: { task: TaskResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [task.id]);
  const correct = useCorrectTask(task.id);
  const shapes = task.task === 'shapes';
  const items = shapes ? task.items : task.items.filter((item) => item.result === 'pass' || item.corrected);

  return (
    <div className="grid gap-6">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-extrabold sm:text-3xl">
        {shapes ? 'Your child’s shape copies' : 'Your child’s person drawing'}
      </h2>
      <TaskEstimateCard task={task} />
      <section aria-labelledby="task-items" className="grid gap-3">
        <h2 id="task-items" className="text-xl font-bold">
          {shapes ? 'Each copy beside its model' : 'The parts you ticked'}
        </h2>
        <p className="text-muted">
          {shapes
            ? 'If Kritzel read a copy differently from you, change it here: the estimate follows your answer.'
            : 'Change a part here if it was ticked by mistake: the estimate follows your answer.'}
        </p>
        {correct.isError ? (
          <p role="alert" className="rounded-xl border-l-4 border-sunflower bg-surface-2 px-4 py-3 font-semibold">
            {errorMessage(correct.error, CORRECTION_FAILED)}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="rounded-card border border-dashed border-input p-4 text-muted">No parts were ticked for this drawing.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <TaskItemRow
                key={item.item}
                item={item}
                correcting={correct.isPending}
                onCorrect={(result) => correct.mutate({ items: [{ item: item.item, result }] })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="task-sources">
        <h2 id="task-sources" className="text-sm font-semibold text-muted">
          Where the ages come from
        </h2>
        <ul className="mt-1 grid gap-1 text-xs text-muted">
          {task.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { TaskResult } from '../../../../contracts/tasks';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { useCorrectTask } from '../api/tasks';
import { TaskEstimateCard } from './task-estimate-card';
import { TaskItemRow } from './task-item-row';

/**
 * A scored task: the estimate first, then each item beside its model with what counts, which the
 * parent may correct (Kritzel's own result stays beside it), then the norms' sources.
 */
export function TaskResultView({ task }: { task: TaskResult }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [task.id]);
  const correct = useCorrectTask(task.id);
  const shapes = task.task === 'shapes';
  const items = shapes ? task.items : task.items.filter((item) => item.result === 'pass' || item.corrected);

  return (
    <div className="grid gap-6">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-extrabold sm:text-3xl">
        {shapes ? t('tasks.view.shapesHeading') : t('tasks.view.personHeading')}
      </h2>
      <TaskEstimateCard task={task} />
      <section aria-labelledby="task-items" className="grid gap-3">
        <h2 id="task-items" className="text-xl font-bold">
          {shapes ? t('tasks.view.shapesItems') : t('tasks.view.personItems')}
        </h2>
        <p className="text-muted">{shapes ? t('tasks.view.shapesHint') : t('tasks.view.personHint')}</p>
        {correct.isError ? (
          <p role="alert" className="rounded-xl border-l-4 border-sunflower bg-surface-2 px-4 py-3 font-semibold">
            {errorMessage(correct.error, t('tasks.errors.correctionFailed'))}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="rounded-card border border-dashed border-input p-4 text-muted">{t('tasks.view.noParts')}</p>
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
          {t('tasks.view.sources')}
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

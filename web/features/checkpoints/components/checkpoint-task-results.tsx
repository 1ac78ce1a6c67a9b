import { Link } from 'wouter';
import type { TaskResult } from '../../../../contracts/tasks';
import { taskRangeWordsIn } from '../../../../contracts/task-words';
import { formatAgeRangeIn } from '@/lib/format-age';
import { TASK_STATUS_LABEL_KEYS } from '../../../../contracts/status-wording';
import { LoadFailed } from '@/components/load-failed';
import { checkpointTasks, passedSentence, TASK_NAMES, taskResultPath } from '../lib/checkpoint-tasks';
import { useT } from '@/i18n/use-t';

type CheckpointTaskResultsProps = {
  checkpointNumber: number;
  /** Undefined while the plan's tasks load. */
  results: readonly TaskResult[] | undefined;
  failed: boolean;
  onRetry: () => void;
};

/**
 * Issue 33: a checkpoint's standard tasks in its results — each task's estimate in words with its
 * range, what the child copied or drew, the change since the earlier checkpoint's same task, and
 * where to correct an item Kritzel (or a hurried tick) got wrong.
 */
export function CheckpointTaskResults({ checkpointNumber, results, failed, onRetry }: CheckpointTaskResultsProps) {
  const t = useT();
  const tasks = results ? checkpointTasks(results, checkpointNumber) : [];
  if (results && tasks.length === 0) return null;
  return (
    <section aria-labelledby={`checkpoint-${checkpointNumber}-tasks`} className="grid gap-3">
      <h3 id={`checkpoint-${checkpointNumber}-tasks`} className="text-lg font-bold">
        {t('checkpoints.tasks.title')}
      </h3>
      {failed ? (
        <LoadFailed message={t('checkpoints.tasks.loadFailed')} onRetry={onRetry} />
      ) : !results ? (
        <div className="h-24 animate-pulse rounded-xl bg-surface-2" aria-hidden="true" />
      ) : (
        <>
          <ul className="grid gap-3">
            {tasks.map((result) => (
              <TaskResultCard key={result.id} result={result} />
            ))}
          </ul>
          <p className="text-sm text-muted">{t('checkpoints.tasks.note')}</p>
        </>
      )}
    </section>
  );
}

function TaskResultCard({ result }: { result: TaskResult }) {
  const t = useT();
  const { estimate } = result;
  const end = estimate.floor && estimate.ceiling ? 'both' : estimate.floor ? 'floor' : estimate.ceiling ? 'ceiling' : 'closed';
  return (
    <li className="grid gap-1.5 rounded-xl bg-surface-2 p-4">
      <p className="text-sm font-semibold text-muted">{t(TASK_NAMES[result.task])}</p>
      <p className="font-heading text-lg font-extrabold text-balance text-sunflower">{taskRangeWordsIn(t, estimate)}</p>
      <p className="text-sm text-muted">{t('checkpoints.tasks.range', { range: formatAgeRangeIn(t, estimate.range), end })}</p>
      {/* Ahead or below only when the whole range says so (ADR 018), in the words every result uses. */}
      {estimate.status === 'behind' || estimate.status === 'advanced' ? (
        <p className="text-sm font-semibold">{t(TASK_STATUS_LABEL_KEYS[estimate.status])}</p>
      ) : null}
      <p className="text-sm">{passedSentence(result, t)}</p>
      {result.comparison ? <p className="text-sm font-semibold">{result.comparison}</p> : null}
      {result.sources.length > 0 ? <p className="text-xs text-muted">{t('checkpoints.tasks.sources', { sources: result.sources.join('; ') })}</p> : null}
      <Link
        href={taskResultPath(result.id)}
        className="inline-flex min-h-11 items-center justify-self-start text-sm font-semibold text-sky underline underline-offset-4"
      >
        {t('checkpoints.tasks.correct')}
      </Link>
    </li>
  );
}

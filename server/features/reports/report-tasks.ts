import type { MessageKey } from '../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import type { ReportTask } from '../../../contracts/reports.ts';
import type { TaskKind } from '../../../contracts/tasks.ts';
import type { TaskResultRow } from '../tasks/repository.ts';
import { taskSources } from '../tasks/estimate.ts';
import { itemName } from '../tasks/to-task-result.ts';
import { taskRangeWordsIn } from '../../../contracts/task-words.ts';

const TASK_TITLES: Record<TaskKind, MessageKey> = { shapes: 'report.task.shapes', person: 'report.task.person' };

/** The tasks done at checkpoints up to `upTo`, as the report lists them: what was passed, the estimate's words, the sources. */
export function reportTasks(rows: readonly TaskResultRow[], upTo: number, t: Translator): ReportTask[] {
  return rows.flatMap((row) => {
    const n = row.checkpointNumber;
    if (n === null || n > upTo) return [];
    return [
      {
        task: row.task,
        checkpointNumber: n,
        title: t('report.task.title', { number: n, task: t(TASK_TITLES[row.task]) }),
        passed: row.items.filter((item) => item.result === 'pass').map((item) => itemName(t, item.item)),
        itemCount: row.items.length,
        words: taskRangeWordsIn(t, row.estimate),
        sources: taskSources(row.task),
      },
    ];
  });
}

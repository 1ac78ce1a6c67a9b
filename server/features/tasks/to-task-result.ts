import { PERSON_LABEL_KEYS, PersonItem, SHAPE_LABEL_KEYS, ShapeItem, type TaskItem, type TaskResult } from '../../../contracts/tasks.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { taskRangeWordsIn } from '../../../contracts/task-words.ts';
import { compareTasks, taskSources } from './estimate.ts';
import type { TaskResultRow } from './repository.ts';

/** An item's name in `t`'s language; a name no task knows is the parent's own, said as sent. */
export function itemName(t: Translator, item: string): string {
  const shape = ShapeItem.safeParse(item);
  if (shape.success) return t(SHAPE_LABEL_KEYS[shape.data]);
  const part = PersonItem.safeParse(item);
  return part.success ? t(PERSON_LABEL_KEYS[part.data].label) : item;
}

/**
 * The wire shape, its words in the reader's language (`t`): the items' names, the estimate's range
 * and the comparison, made when read against the task of the same kind done just before in the
 * same plan, so a correction to either shows in both.
 */
export function toTaskResult(row: TaskResultRow, previous: TaskResultRow | null, t: Translator): TaskResult {
  const items = row.items.map((stored): TaskItem => ({ ...stored, label: itemName(t, stored.item) }));
  return {
    id: row.id,
    task: row.task,
    childAge: row.childAgeMonths,
    sheet: row.sheet,
    items,
    estimate: { ...row.estimate, words: taskRangeWordsIn(t, row.estimate) },
    sources: taskSources(row.task),
    comparison: previous ? compareTasks({ task: previous.task, items: previous.items }, { task: row.task, items }, t) : null,
    planId: row.planId,
    checkpointNumber: row.checkpointNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

import { PERSON_LABELS, SHAPE_LABELS, ShapeItem, type PersonItem, type TaskItem, type TaskResult } from '../../../contracts/tasks.ts';
import type { StoredTaskItem } from '../../db/schema/index.ts';
import { compareTasks, taskSources } from './estimate.ts';
import type { TaskResultRow } from './repository.ts';

export const itemLabel = (item: StoredTaskItem['item']): string =>
  ShapeItem.safeParse(item).success ? SHAPE_LABELS[item as ShapeItem] : PERSON_LABELS[item as PersonItem].label;

const toItem = (stored: StoredTaskItem): TaskItem => ({ ...stored, label: itemLabel(stored.item) });

/**
 * The wire shape. The comparison is made when read, against the task of the same kind done just
 * before in the same plan, so a correction to either shows in both.
 */
export function toTaskResult(row: TaskResultRow, previous: TaskResultRow | null): TaskResult {
  const items = row.items.map(toItem);
  return {
    id: row.id,
    task: row.task,
    childAge: row.childAgeMonths,
    sheet: row.sheet,
    items,
    estimate: row.estimate,
    sources: taskSources(row.task),
    comparison: previous ? compareTasks({ task: previous.task, items: previous.items }, { task: row.task, items }) : null,
    planId: row.planId,
    checkpointNumber: row.checkpointNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

import {
  PERSON_LABEL_KEYS,
  PERSON_LABELS,
  PersonItem,
  SHAPE_LABEL_KEYS,
  SHAPE_LABELS,
  ShapeItem,
  type TaskItem,
  type TaskResult,
} from '../../../contracts/tasks.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import type { StoredTaskItem } from '../../db/schema/index.ts';
import { compareTasks, taskSources } from './estimate.ts';
import type { TaskResultRow } from './repository.ts';

export const itemLabel = (item: StoredTaskItem['item']): string =>
  ShapeItem.safeParse(item).success ? SHAPE_LABELS[item as ShapeItem] : PERSON_LABELS[item as PersonItem].label;

/** An item's name in `t`'s language; a name no task knows is the parent's own, said as sent. */
export function itemName(t: Translator, item: string): string {
  const shape = ShapeItem.safeParse(item);
  if (shape.success) return t(SHAPE_LABEL_KEYS[shape.data]);
  const part = PersonItem.safeParse(item);
  return part.success ? t(PERSON_LABEL_KEYS[part.data].label) : item;
}

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

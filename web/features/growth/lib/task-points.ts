import type { GrowthSeriesResponse, GrowthTaskPoint } from '../../../../contracts/growth';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import type { TaskKind } from '../../../../contracts/tasks';
import { i18nStore } from '@/i18n/i18n-store';

/** What each task is called wherever the Growth tab names it (message keys). */
export const TASK_SERIES_NAMES: Record<TaskKind, MessageKey> = { shapes: 'growth.task.shapes', person: 'growth.task.person' };

/**
 * Where a task sits on the chart's week axis: checkpoint N's tasks after week 4N, beside that
 * checkpoint; a task done outside a checkpoint after the last week evaluated before it.
 */
export function taskWeek(point: GrowthTaskPoint, series: Pick<GrowthSeriesResponse, 'weeks' | 'checkpoints'>): number {
  const checkpoint = series.checkpoints.find((c) => c.checkpointNumber === point.checkpointNumber);
  if (checkpoint) return checkpoint.week;
  if (point.checkpointNumber !== null) return point.checkpointNumber * 4;
  const done = new Date(point.date).getTime();
  const before = series.weeks.filter((w) => w.date !== null && new Date(w.date).getTime() <= done);
  return before.at(-1)?.week ?? 0;
}

/**
 * Issue 33: a standard task's estimate placed on the week axis — its own series, never joined to
 * the drawing-age dots: a task measures something else, on another scale of evidence.
 */
export type PlacedTaskPoint = GrowthTaskPoint & { week: number };

/** Every task placed, in the order they were done. */
export const placeTasks = (points: readonly GrowthTaskPoint[], series: Pick<GrowthSeriesResponse, 'weeks' | 'checkpoints'>): PlacedTaskPoint[] =>
  [...points].sort((a, b) => a.date.localeCompare(b.date)).map((point) => ({ ...point, week: taskWeek(point, series) }));

/** How far past an open end the chart draws its arrow, in months, so the y axis leaves room for it. */
export const OPEN_END_ROOM = 6;

/** The y axis in whole years around every range and age drawn, with room for an open end's arrow. */
export function taskAgeDomain(points: readonly PlacedTaskPoint[]): [number, number] {
  if (points.length === 0) return [36, 96];
  const low = Math.min(...points.flatMap((p) => [p.range.min - (p.floor ? OPEN_END_ROOM : 0), p.childAge]));
  const high = Math.max(...points.flatMap((p) => [p.range.max + (p.ceiling ? OPEN_END_ROOM : 0), p.childAge]));
  return [Math.max(0, Math.floor(low / 12) * 12), Math.ceil(high / 12) * 12];
}

/** Where a task was done, as its line in the list under the chart says it. */
export const taskWhen = (point: Pick<GrowthTaskPoint, 'task' | 'checkpointNumber'>, t: Translator = i18nStore.get().t) =>
  point.checkpointNumber === null ? t(TASK_SERIES_NAMES[point.task]) : t('growth.task.atCheckpoint', { number: point.checkpointNumber, task: point.task });

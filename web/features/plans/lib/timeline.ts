import type { TimelineRow } from './plan-progress';

/** "Hide completed" keeps every week that still needs the parent. */
export function visibleRows(rows: readonly TimelineRow[], hideCompleted: boolean): TimelineRow[] {
  return hideCompleted ? rows.filter((row) => row.status !== 'completed') : [...rows];
}

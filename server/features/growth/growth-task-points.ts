import type { GrowthTaskPoint } from '../../../contracts/growth.ts';
import type { TaskResultRow } from '../tasks/repository.ts';

/** The plan's tasks as the Growth tab plots them: each estimate as stored, oldest first. */
export function growthTaskPoints(rows: readonly TaskResultRow[]): GrowthTaskPoint[] {
  return rows.map((row) => ({
    task: row.task,
    checkpointNumber: row.checkpointNumber,
    date: row.createdAt.toISOString(),
    childAge: row.childAgeMonths,
    centre: row.estimate.centre,
    range: row.estimate.range,
    floor: row.estimate.floor,
    ceiling: row.estimate.ceiling,
  }));
}

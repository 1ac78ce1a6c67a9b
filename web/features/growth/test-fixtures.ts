import type { GrowthSeriesResponse, GrowthTaskPoint } from '../../../contracts/growth';

/** A plan's growth with its start, one week's estimate and checkpoint 1 (no skills, no tasks). */
export const growthSeries: GrowthSeriesResponse = {
  baseline: { estimate: 56, range: { min: 48, max: 66 }, childAge: 57, date: '2026-03-01T10:00:00.000Z' },
  weeks: [{ kind: 'week', week: 1, estimate: 58, range: { min: 50, max: 68 }, childAge: 57, date: '2026-03-08T10:00:00.000Z', score: 7 }],
  checkpoints: [{ checkpointNumber: 1, week: 4, estimate: 60, range: { min: 52, max: 70 }, childAge: 58, date: '2026-03-29T10:00:00.000Z' }],
  skills: [],
};

/** Checkpoint 1's shape sheet, scored on its own. */
export const shapesTask: GrowthTaskPoint = {
  task: 'shapes',
  checkpointNumber: 1,
  date: '2026-03-29T10:00:00.000Z',
  childAge: 58,
  centre: 60,
  range: { min: 54, max: 66 },
  floor: false,
  ceiling: false,
};

import { describe, expect, it } from 'vitest';
import type { GrowthSeriesResponse, GrowthTaskPoint } from '../../../../contracts/growth';
import { shapesTask } from '../test-fixtures';
import { placeTasks, taskAgeDomain, taskWhen } from './task-points';

const point = (over: Partial<GrowthTaskPoint>): GrowthTaskPoint => ({ ...shapesTask, date: '2026-03-20T10:00:00.000Z', ...over });

const series: Pick<GrowthSeriesResponse, 'weeks' | 'checkpoints'> = {
  weeks: [
    { kind: 'week', week: 1, estimate: 60, range: null, childAge: 58, date: '2026-03-01T10:00:00.000Z', score: 7 },
    { kind: 'week', week: 2, estimate: 60, range: null, childAge: 58, date: '2026-03-08T10:00:00.000Z', score: 7 },
    { kind: 'gap', week: 3, reason: 'not-submitted', date: null },
  ],
  checkpoints: [{ checkpointNumber: 1, week: 4, estimate: 60, range: null, childAge: 58, date: '2026-03-29T10:00:00.000Z' }],
};

describe('the task series on the Growth tab', () => {
  it('places a checkpoint’s tasks beside that checkpoint, and a task outside a checkpoint after the last week evaluated before it', () => {
    const placed = placeTasks(
      [
        point({ task: 'person', checkpointNumber: null, date: '2026-03-10T10:00:00.000Z' }),
        point({ task: 'shapes', checkpointNumber: 1 }),
        point({ task: 'person', checkpointNumber: 2, date: '2026-04-20T10:00:00.000Z' }),
        point({ task: 'shapes', checkpointNumber: null, date: '2026-02-01T10:00:00.000Z' }),
      ],
      series,
    );
    expect(placed.map((p) => [p.task, p.week])).toEqual([
      ['shapes', 0],
      ['person', 2],
      ['shapes', 4],
      ['person', 8],
    ]);
  });

  it('holds every range and age on whole years, with room for an open end’s arrow', () => {
    expect(taskAgeDomain([])).toEqual([36, 96]);
    const closed = placeTasks([point({})], series);
    expect(taskAgeDomain(closed)).toEqual([48, 72]);
    const ceiling = placeTasks([point({ range: { min: 80, max: 84 }, ceiling: true, childAge: 82 })], series);
    expect(taskAgeDomain(ceiling)).toEqual([72, 96]);
    const floor = placeTasks([point({ range: { min: 36, max: 42 }, floor: true, childAge: 40 })], series);
    expect(taskAgeDomain(floor)[0]).toBe(24);
  });

  it('names each point as the list says it', () => {
    expect(taskWhen({ task: 'shapes', checkpointNumber: 2 })).toBe('Checkpoint 2: shape copying');
    expect(taskWhen({ task: 'person', checkpointNumber: null })).toBe('Person drawing');
  });
});

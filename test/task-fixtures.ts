import type { TaskResult } from '../contracts/tasks';

/** A scored task as GET /api/tasks answers it: a checkpoint's shape sheet unless told otherwise. */
export const taskResultFixture = (over: Partial<TaskResult> = {}): TaskResult => ({
  id: '3f0e6a2c-1b7d-4c8e-9f10-2a3b4c5d6e7f',
  task: 'shapes',
  childAge: 58,
  sheet: 'printed',
  items: [
    { item: 'circle', label: 'Circle', result: 'pass', scored: 'pass', confidence: 0.9, crop: null, corrected: false },
    { item: 'cross', label: 'Cross', result: 'pass', scored: 'pass', confidence: 0.8, crop: null, corrected: false },
    { item: 'square', label: 'Square', result: 'pass', scored: 'fail', confidence: 0.6, crop: null, corrected: true },
    { item: 'triangle', label: 'Triangle', result: 'fail', scored: 'fail', confidence: 0.7, crop: null, corrected: false },
  ],
  estimate: {
    centre: 60,
    range: { min: 54, max: 66 },
    coverage: 0.8,
    floor: false,
    ceiling: false,
    words: 'about 4 ½ to 5 ½ years on this task',
    status: 'typical',
  },
  sources: ['Beery & Beery 2010'],
  comparison: 'Copies a square now; the triangle is next.',
  planId: 'plan-1',
  checkpointNumber: 1,
  createdAt: '2026-03-29T10:00:00.000Z',
  ...over,
});

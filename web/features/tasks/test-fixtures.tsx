import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SHAPE_ITEMS, SHAPE_LABELS, type TaskItem, type TaskResult } from '../../../contracts/tasks';
import { taskResultFixture } from '../../../test/task-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { ShapeSheetPage } from './routes/shape-sheet-page';
import { TaskResultPage } from './routes/task-result-page';

export const TASK_ID = '0b7c2d4e-1f3a-4b5c-8d6e-9f0a1b2c3d4e';
const CROP = 'data:image/png;base64,iVBORw0KGgo=';

/** A scored shape sheet as the server answers it: the first five copied, the rest not yet, the last box empty. */
export function shapeTask(overrides: Partial<TaskResult> = {}): TaskResult {
  const items: TaskItem[] = SHAPE_ITEMS.map((shape, i) => {
    const result = i < 5 ? 'pass' : i < SHAPE_ITEMS.length - 1 ? 'fail' : 'empty';
    return { item: shape, label: SHAPE_LABELS[shape], result, scored: result, confidence: 0.9, crop: result === 'empty' ? null : CROP, corrected: false };
  });
  // The estimate and the rest are the shared fixture's; this one is a visitor's sheet, outside any plan.
  return taskResultFixture({
    id: TASK_ID,
    childAge: 62,
    items,
    sources: ['Beery & Beery (2010), VMI', 'Frankenburg et al. (1992), Denver II'],
    comparison: null,
    planId: null,
    checkpointNumber: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
}

/** The app's task routes at `path`, with a fresh query client; returns the memory location to read where it went. */
export function renderTaskRoutes(path: string, extra?: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <Switch>
          <Route path="/tasks/shapes" component={ShapeSheetPage} />
          <Route path="/tasks/:id" component={TaskResultPage} />
        </Switch>
      </Router>
      {extra}
    </QueryClientProvider>,
  );
  return location;
}

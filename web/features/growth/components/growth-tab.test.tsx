// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GrowthSeriesResponse } from '../../../../contracts/growth';
import { TaskResultsResponse } from '../../../../contracts/tasks';
import { answer, answerError, answerInTurn, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { taskResultFixture } from '../../../../test/task-fixtures';
import GrowthTab from './growth-tab';

const series: GrowthSeriesResponse = {
  baseline: { estimate: 56, range: { min: 48, max: 66 }, childAge: 57, date: '2026-03-01T10:00:00.000Z' },
  weeks: [{ kind: 'week', week: 1, estimate: 58, range: { min: 50, max: 68 }, childAge: 57, date: '2026-03-08T10:00:00.000Z', score: 7 }],
  checkpoints: [{ checkpointNumber: 1, week: 4, estimate: 60, range: { min: 52, max: 70 }, childAge: 58, date: '2026-03-29T10:00:00.000Z' }],
  skills: [],
};

const shapes = taskResultFixture();
const person = taskResultFixture({
  id: '4a1f7b3d-2c8e-4d9f-8a21-3b4c5d6e7f80',
  task: 'person',
  sheet: null,
  estimate: { ...shapes.estimate, centre: 84, range: { min: 78, max: 84 }, ceiling: true, words: 'at least 6 ½ years on this task', status: 'advanced' },
  comparison: null,
});

const TASKS = '/api/tasks';
const server = mockApi(answer.get('/api/plans/plan-1/growth', GrowthSeriesResponse, series));

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GrowthTab planId="plan-1" childName="Mia" />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the Growth tab’s shape copying and person drawing (issue 33)', () => {
  it('lists each task’s estimate in words, names both series and says what a task’s range is', async () => {
    server.use(answer.get(TASKS, TaskResultsResponse, [shapes, person]));
    renderTab();
    const section = await screen.findByRole('region', { name: 'Shape copying and person drawing' });
    const list = await within(section).findByRole('list', { name: 'Each task’s estimate' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Checkpoint 1: shape copying: about 4 ½ to 5 ½ years on this task' + 'Mar 29, 2026 · Mia was 4 years 10 months',
      'Checkpoint 1: person drawing: at least 6 ½ years on this task' + 'Mar 29, 2026 · Mia was 4 years 10 months',
    ]);
    const legend = within(section).getByRole('list', { name: 'What the task chart shows' });
    expect(legend.textContent).toContain('Shape copying, with its range as a bar');
    expect(legend.textContent).toContain('Person drawing, with its range as a bar');
    expect(legend.textContent).toContain('Open end: beyond what the task can tell');
    expect(section.textContent).toContain('never joined to the drawing-age dots above');
    expect(section.textContent).toContain('not a diagnosis');
    expect(server.requests('GET', TASKS)[0]?.url.searchParams.get('planId')).toBe('plan-1');
  });

  it('says what comes when no task has been done yet, with no open-end key', async () => {
    server.use(answer.get(TASKS, TaskResultsResponse, []));
    renderTab();
    const section = await screen.findByRole('region', { name: 'Shape copying and person drawing' });
    await within(section).findByText(/No task yet\. At Mia’s next checkpoint you can add the shape sheet/);
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('says when the tasks could not be read, keeps the drawing-age chart, and tries again', async () => {
    server.use(
      answerInTurn(
        'get',
        TASKS,
        answerError('get', TASKS, 503, { code: 'UNAVAILABLE', message: 'Try later' }),
        answer.get(TASKS, TaskResultsResponse, [shapes]),
      ),
    );
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the tasks just now.');
    expect(screen.getByRole('heading', { name: /Mia’s .*, drawing by drawing/ })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Each task’s estimate' });
    expect(screen.queryByText('Open end: beyond what the task can tell')).toBeNull();
  });
});

// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GrowthSeriesResponse, type GrowthTaskPoint } from '../../../../contracts/growth';
import { answer, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { growthSeries, shapesTask } from '../test-fixtures';
import GrowthTab from './growth-tab';

const series = growthSeries;
const shapes = shapesTask;
const person: GrowthTaskPoint = {
  ...shapes,
  task: 'person',
  date: '2026-03-29T10:05:00.000Z',
  centre: 84,
  range: { min: 78, max: 84 },
  ceiling: true,
};

const server = mockApi();

async function renderTab(tasks: GrowthTaskPoint[] | undefined) {
  server.use(answer.get('/api/plans/plan-1/growth', GrowthSeriesResponse, { ...series, tasks }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GrowthTab planId="plan-1" childName="Mia" />
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'Shape copying and person drawing' });
}

afterEach(cleanup);

describe('the Growth tab’s shape copying and person drawing (issue 33)', () => {
  it('lists each task’s estimate in words, names both series and says what a task’s range is', async () => {
    const section = await renderTab([shapes, person]);
    const list = within(section).getByRole('list', { name: 'Each task’s estimate' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Checkpoint 1: shape copying: about 4\u00a0½ to 5\u00a0½ years on this task' + 'Mar 29, 2026 · Mia was 4 years 10 months',
      'Checkpoint 1: person drawing: at least 6\u00a0½ years on this task' + 'Mar 29, 2026 · Mia was 4 years 10 months',
    ]);
    const legend = within(section).getByRole('list', { name: 'What the task chart shows' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Shape copying, with its range as a bar',
      'Person drawing, with its range as a bar',
      'Open end: beyond what the task can tell',
      'Mia’s real age that day',
    ]);
    expect(section.textContent).toContain('never joined to the drawing-age dots above');
    expect(section.textContent).toContain('not a diagnosis');
  });

  it('keys only what is drawn: one task, no open end', async () => {
    const section = await renderTab([shapes]);
    const legend = within(section).getByRole('list', { name: 'What the task chart shows' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shape copying, with its range as a bar', 'Mia’s real age that day']);
  });

  it('says what comes when no task has been done yet, also for an answer from before tasks', async () => {
    for (const tasks of [[], undefined]) {
      const section = await renderTab(tasks);
      within(section).getByText(/No task yet\. At Mia’s next checkpoint you can add the shape sheet, the person drawing or both/);
      expect(within(section).queryByRole('list')).toBeNull();
      cleanup();
    }
  });
});

describe('the drawing-age chart’s key (issue 35)', () => {
  const keyLines = async () =>
    within(await screen.findByRole('list', { name: 'What the chart shows' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');

  it('names the checkpoints as the chart labels them, and keys no dashed ring while every week has its range', async () => {
    await renderTab([]);
    const lines = await keyLines();
    expect(lines).toContain('Checkpoint, with its range as a bar; C1, C2… under the week it follows');
    expect(lines.some((line) => line.includes('dashed ring'))).toBe(false);
  });

  it('says why a week saved without a range has no bar', async () => {
    server.use(
      answer.get('/api/plans/plan-1/growth', GrowthSeriesResponse, {
        ...series,
        weeks: [{ ...series.weeks[0]!, range: null } as GrowthSeriesResponse['weeks'][number]],
        tasks: [],
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GrowthTab planId="plan-1" childName="Mia" />
      </QueryClientProvider>,
    );
    expect(await keyLines()).toContain('Dot in a dashed ring, no bar: an estimate saved before estimates came with a range, so there is no range to draw');
  });
});

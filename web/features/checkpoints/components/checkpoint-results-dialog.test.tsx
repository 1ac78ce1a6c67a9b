import { TASK_STATUS_LABELS } from '../../../../contracts/status-wording';
// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Checkpoint } from '../../../../contracts/checkpoints';
import { TaskResultsResponse } from '../../../../contracts/tasks';
import { answer, mockApi } from '../../../../test/api-mock';
import { taskResultFixture } from '../../../../test/task-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { CheckpointResultsDialog } from './checkpoint-results-dialog';

const checkpoint = (checkpointNumber: number): Checkpoint => ({
  checkpointNumber,
  status: 'completed',
  cognitiveAge: 60,
  cognitiveAgeRange: { min: 52, max: 70 },
  analysis: { analysis: 'Confident lines.', strengths: ['Closed shapes'], developmentAreas: [], recommendations: ['Draw a house'] },
  error: null,
  evaluatedAt: '2026-03-29T10:00:00.000Z',
});

const shapes = taskResultFixture();
const person = taskResultFixture({
  id: '4a1f7b3d-2c8e-4d9f-8a21-3b4c5d6e7f80',
  task: 'person',
  sheet: null,
  items: [
    { item: 'head', label: 'Head', result: 'pass', scored: null, confidence: null, crop: null, corrected: false },
    { item: 'eyes', label: 'Eyes', result: 'pass', scored: null, confidence: null, crop: null, corrected: false },
    { item: 'neck', label: 'Neck', result: 'fail', scored: null, confidence: null, crop: null, corrected: false },
  ],
  estimate: { ...shapes.estimate, range: { min: 24, max: 41 }, floor: true, words: 'under 3 ½ years on this task', status: 'behind' },
  comparison: null,
});
const earlierCheckpointsShapes = taskResultFixture({ id: '5b2a8c4e-3d9f-4e0a-9b32-4c5d6e7f8091', checkpointNumber: 2, comparison: null });

const server = mockApi(answer.get('/api/tasks', TaskResultsResponse, [shapes, person, earlierCheckpointsShapes]));

function renderDialog(n: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CheckpointResultsDialog planId="plan-1" checkpoint={checkpoint(n)} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('a checkpoint’s results with its standard tasks (issue 33)', () => {
  it('shows each task’s estimate and range, what was passed, the change since last time and where to correct it', async () => {
    renderDialog(1);
    const section = await screen.findByRole('region', { name: 'Standard tasks' });
    const [shapeCard, personCard] = (await within(section).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(shapeCard).getByText('Shape copying')).toBeTruthy();
    expect(within(shapeCard).getByText('about 4 ½ to 5 ½ years on this task')).toBeTruthy();
    expect(shapeCard.textContent).toContain('Range between 4\u00a0years\u00a06\u00a0months and 5\u00a0years\u00a06\u00a0months.');
    expect(within(shapeCard).getByText('Shapes copied: Circle, Cross, Square.')).toBeTruthy();
    expect(within(shapeCard).getByText('Copies a square now; the triangle is next.')).toBeTruthy();
    // A typical range says nothing more; a range below the child's age says what happens next.
    expect(within(shapeCard).queryByText(/on this task —/)).toBeNull();
    expect(within(shapeCard).getByRole('link', { name: 'Check or correct the items' }).getAttribute('href')).toBe(`/tasks/${shapes.id}`);

    expect(within(personCard).getByText('Person drawing')).toBeTruthy();
    expect(within(personCard).getByText('under 3 ½ years on this task')).toBeTruthy();
    expect(personCard.textContent).toContain('; the task tells no younger ages, so it may be lower.');
    expect(within(personCard).getByText(TASK_STATUS_LABELS.behind)).toBeTruthy();
    expect(within(section).getByText(/not a diagnosis/)).toBeTruthy();
    expect(within(personCard).getByText('Parts drawn: Head, Eyes.')).toBeTruthy();
    expect(within(personCard).getByRole('link', { name: 'Check or correct the items' }).getAttribute('href')).toBe(`/tasks/${person.id}`);
    expect(server.requests('GET', '/api/tasks')[0]?.url.searchParams.get('planId')).toBe('plan-1');
  });

  it('shows only the checkpoint’s own tasks, and no section for a checkpoint without any', async () => {
    renderDialog(2);
    const section = await screen.findByRole('region', { name: 'Standard tasks' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    cleanup();
    renderDialog(3);
    await screen.findByText('Confident lines.');
    // Loading, the section holds a place; once the tasks are read, a checkpoint without any has none.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Standard tasks' })).toBeNull());
    expect(server.requests('GET', '/api/tasks').length).toBeGreaterThan(0);
  });
});

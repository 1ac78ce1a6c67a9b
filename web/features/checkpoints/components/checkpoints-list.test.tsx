// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckpointsResponse, EvaluateCheckpointResponse } from '../../../../contracts/checkpoints';
import { TaskResult, TaskResultsResponse } from '../../../../contracts/tasks';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { taskResultFixture } from '../../../../test/task-fixtures';
import { checkpointFixture } from '../../../../test/web-plan-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { CheckpointsList } from './checkpoints-list';

const PERSON_SCORE = '/api/tasks/person/score';
const pending = checkpointFixture({ status: 'pending', cognitiveAge: null, analysis: null });
const person = taskResultFixture({ id: '4a1f7b3d-2c8e-4d9f-8a21-3b4c5d6e7f80', task: 'person', sheet: null, comparison: null });

const server = mockApi(
  answer.get('/api/cognitive-checkpoints/plan-1', CheckpointsResponse, []),
  answer.post('/api/cognitive-checkpoints/evaluate', EvaluateCheckpointResponse, { message: 'ok', checkpoint: pending }),
);

function renderList(childAge: number | null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CheckpointsList planId="plan-1" completedWeeks={4} childAge={childAge} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the standard tasks at a ready checkpoint (issue 33)', () => {
  it('offers both, each saying why, and sends the parts ticked in the person drawing with Evaluate', async () => {
    server.use(answer.get('/api/tasks', TaskResultsResponse, []), answer.post(PERSON_SCORE, TaskResult, person));
    renderList(66);
    await screen.findByRole('button', { name: 'Evaluate checkpoint 1' });
    expect(screen.getByText(/The parts a child puts in a person have published ages too/)).toBeTruthy();
    expect(screen.getByText(/Copying shapes is a task with published ages for each shape/)).toBeTruthy();

    const sheet = screen.getByRole('button', { name: 'Add the shape sheet for checkpoint 1' });
    expect(sheet.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(sheet);
    expect(screen.getByRole('link', { name: 'Sheet (A4)' }).getAttribute('href')).toBe('/api/tasks/shapes/sheet.pdf?paper=a4');
    expect(screen.getByRole('button', { name: 'Score the sheet' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tick the parts in the drawing for checkpoint 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Head' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Eyes' }));
    expect(screen.getByRole('button', { name: '2 parts ticked — change' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Evaluate checkpoint 1' }));

    await waitFor(() => expect(server.requests('POST', PERSON_SCORE)).toHaveLength(1));
    const form = server.requests('POST', PERSON_SCORE)[0]!.form!;
    expect(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))).toEqual({
      planId: 'plan-1',
      checkpointNumber: '1',
      childAge: '66',
      items: 'head,eyes',
    });
    await waitFor(() => expect(server.requests('POST', '/api/cognitive-checkpoints/evaluate')).toHaveLength(1));
  });

  it('evaluates without a person task when nothing is ticked, and shows a sheet already scored as sent', async () => {
    server.use(answer.get('/api/tasks', TaskResultsResponse, [taskResultFixture()]));
    renderList(66);
    await screen.findByText('Shape copying: sent');
    expect(screen.getByText(/about 4 ½ to 5 ½ years on this task\. It joins checkpoint 1’s results\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the shape sheet for checkpoint 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Evaluate checkpoint 1' }));
    await waitFor(() => expect(server.requests('POST', '/api/cognitive-checkpoints/evaluate')).toHaveLength(1));
    expect(server.requests('POST', PERSON_SCORE)).toHaveLength(0);
  });

  it('still evaluates when the person checklist cannot be scored', async () => {
    server.use(
      answer.get('/api/tasks', TaskResultsResponse, []),
      answerError('post', PERSON_SCORE, 409, { code: 'CONFLICT', message: 'Checkpoint 1 already has this task. Correct its items instead.' }),
    );
    renderList(66);
    fireEvent.click(await screen.findByRole('button', { name: 'Tick the parts in the drawing for checkpoint 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Head' }));
    fireEvent.click(screen.getByRole('button', { name: 'Evaluate checkpoint 1' }));
    await waitFor(() => expect(server.requests('POST', '/api/cognitive-checkpoints/evaluate')).toHaveLength(1));
    expect(server.requests('POST', PERSON_SCORE)).toHaveLength(1);
  });

  it('still takes the shape sheet at the latest completed checkpoint, not the person checklist', async () => {
    server.use(
      answer.get('/api/cognitive-checkpoints/plan-1', CheckpointsResponse, [checkpointFixture()]),
      answer.get('/api/tasks', TaskResultsResponse, [person]),
    );
    renderList(66);
    await screen.findByRole('button', { name: 'View checkpoint 1 results' });
    expect(await screen.findByRole('button', { name: 'Add the shape sheet for checkpoint 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tick the parts/ })).toBeNull();
  });

  it('offers no task where the plan has no birth date to score it against', async () => {
    server.use(answer.get('/api/tasks', TaskResultsResponse, []));
    renderList(null);
    const card = (await screen.findByRole('button', { name: 'Evaluate checkpoint 1' })).closest('li')!;
    expect(within(card).queryByText(/published ages/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Add a whole person drawing for checkpoint 1' })).toBeTruthy();
  });
});

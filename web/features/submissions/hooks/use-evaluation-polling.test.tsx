// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVALUATION_GIVE_UP_MS, EVALUATION_POLL_MS, PlanSubmissionsResponse, Submission } from '../../../../contracts/submissions';
import { answer, mockApi } from '../../../../test/api-mock';
import { submissionFixture } from '../../../../test/web-plan-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { useEvaluationPolling, usePlanEvaluationPolling } from './use-evaluation-polling';

const server = mockApi();

/** The server: the submission stays in `state.status` until the test changes it; `reads()` counts the polls. */
function serveSubmission() {
  const state = { status: 'pending' as 'pending' | 'completed' | 'failed' };
  server.use(answer.get('/api/submissions/sub-1', Submission, () => submissionFixture({ id: 'sub-1', evaluationStatus: state.status, aiFeedback: null })));
  return { state, reads: () => server.requests('GET', '/api/submissions/sub-1').length };
}

function renderPolling() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useEvaluationPolling('sub-1'), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useEvaluationPolling (spec 000 §4, §9: every 5 s, give up after 5 minutes)', () => {
  it('re-reads a pending submission every 5 s', async () => {
    const { reads } = serveSubmission();
    renderPolling();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS - 1));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 3));
    expect(reads()).toBe(5);
  });

  it('stops once the evaluation has finished', async () => {
    const { state, reads } = serveSubmission();
    const { result } = renderPolling();
    await act(() => vi.advanceTimersByTimeAsync(0));
    state.status = 'completed';
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS));
    // Lets the answer's body be read and stored.
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.query.data?.evaluationStatus).toBe('completed');
    const calls = reads();
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 10));
    expect(reads()).toBe(calls);
    expect(result.current.givenUp).toBe(false);
  });

  it('gives up after 5 minutes, and resume waits another 5 minutes', async () => {
    const { reads } = serveSubmission();
    const { result } = renderPolling();
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_GIVE_UP_MS - 1));
    expect(result.current.givenUp).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.givenUp).toBe(true);

    const calls = reads();
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 4));
    expect(reads()).toBe(calls);

    act(() => result.current.resume());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.givenUp).toBe(false);
    expect(reads()).toBe(calls + 1);
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS));
    expect(reads()).toBe(calls + 2);
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_GIVE_UP_MS));
    expect(result.current.givenUp).toBe(true);
  });
});

describe('usePlanEvaluationPolling (the plan page: every 5 s while a week is being evaluated)', () => {
  /** The plan's attempts as the test sets them; `reads()` counts the list's polls. */
  function servePlan(list: Submission[]) {
    const state = { list };
    server.use(answer.get('/api/plans/plan-1/submissions', PlanSubmissionsResponse, () => state.list));
    return { state, reads: () => server.requests('GET', '/api/plans/plan-1/submissions').length };
  }

  function renderPlanPolling() {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return { client, ...renderHook(() => usePlanEvaluationPolling('plan-1'), { wrapper }) };
  }

  const week = (weekNumber: number, evaluationStatus: 'pending' | 'completed' | 'failed') => submissionFixture({ weekNumber, evaluationStatus });

  it('reads nothing more while no attempt is pending', async () => {
    const { reads } = servePlan([week(1, 'completed'), week(2, 'failed')]);
    renderPlanPolling();
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 3));
    expect(reads()).toBe(1);
  });

  it('re-reads every 5 s while a week is pending, then stops, and marks what the settled week changed as stale', async () => {
    const { state, reads } = servePlan([week(1, 'pending')]);
    const { client } = renderPlanPolling();
    await act(() => vi.advanceTimersByTimeAsync(0));
    client.setQueryData(['/api/plans', 'plan-1', 'data'], { cached: true });
    client.setQueryData(['/api/submissions', 's-1-1', 'feedback'], { cached: true });
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 2));
    expect(reads()).toBe(3);
    state.list = [week(1, 'completed')];
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(client.getQueryState(['/api/plans', 'plan-1', 'data'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/submissions', 's-1-1', 'feedback'])?.isInvalidated).toBe(true);
    const calls = reads();
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 4));
    expect(reads()).toBe(calls);
  });

  it('gives up after 5 minutes on the same pending weeks; a newly pending one starts it again', async () => {
    const { state, reads } = servePlan([week(1, 'pending')]);
    const { result } = renderPlanPolling();
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_GIVE_UP_MS + EVALUATION_POLL_MS));
    const calls = reads();
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 4));
    expect(reads()).toBe(calls);

    // A Retry or another week sent: the page reads the list again and sees a new pending attempt.
    state.list = [week(1, 'pending'), week(2, 'pending')];
    await act(() => result.current.refetch());
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS));
    expect(reads()).toBe(calls + 2);
  });
});

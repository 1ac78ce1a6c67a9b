// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVALUATION_GIVE_UP_MS, EVALUATION_POLL_MS } from '../../../../contracts/submissions';
import { createQueryClient } from '@/lib/query-client';
import { useEvaluationPolling } from './use-evaluation-polling';

/** The server: the submission stays in `status` until the test changes it. */
function stubSubmission() {
  const state = { status: 'pending' as 'pending' | 'completed' | 'failed' };
  const fetchMock = vi.fn(async (url: string) => {
    if (url !== '/api/submissions/sub-1') return new Response(null, { status: 404, statusText: 'Not Found' });
    return Response.json({ id: 'sub-1', submissionId: 'sub-1', evaluationStatus: state.status, aiFeedback: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, fetchMock };
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
  vi.unstubAllGlobals();
});

describe('useEvaluationPolling (spec 000 §4, §9: every 5 s, give up after 5 minutes)', () => {
  it('re-reads a pending submission every 5 s', async () => {
    const { fetchMock } = stubSubmission();
    renderPolling();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS - 1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('stops once the evaluation has finished', async () => {
    const { state, fetchMock } = stubSubmission();
    const { result } = renderPolling();
    await act(() => vi.advanceTimersByTimeAsync(0));
    state.status = 'completed';
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS));
    // Lets the answer's body be read and stored.
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.query.data?.evaluationStatus).toBe('completed');
    const calls = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 10));
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    expect(result.current.givenUp).toBe(false);
  });

  it('gives up after 5 minutes, and resume waits another 5 minutes', async () => {
    const { fetchMock } = stubSubmission();
    const { result } = renderPolling();
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_GIVE_UP_MS - 1));
    expect(result.current.givenUp).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.givenUp).toBe(true);

    const calls = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS * 4));
    expect(fetchMock).toHaveBeenCalledTimes(calls);

    act(() => result.current.resume());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.givenUp).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(calls + 1);
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(calls + 2);
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_GIVE_UP_MS));
    expect(result.current.givenUp).toBe(true);
  });
});

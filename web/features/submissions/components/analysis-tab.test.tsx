// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryEvaluationResponse, SubmissionImagesResponse, type Submission } from '../../../../contracts/submissions';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { AnalysisTab } from './analysis-tab';

const failed = {
  id: 'sub-1',
  submissionId: 'sub-1',
  planId: 'plan-1',
  evaluationStatus: 'failed',
  aiFeedback: { error: 'The photo was too dark to read', retryable: true },
  evaluationError: 'The photo was too dark to read',
  retryable: true,
} as Submission;

/** The server: the submission has no images; each test answers the retry call. */
const server = mockApi(answer.get('/api/submissions/sub-1/images', SubmissionImagesResponse, { images: [] }));
const retryPath = '/api/submissions/sub-1/retry-evaluation';

function renderTab(submission: Submission, onResume = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnalysisTab submission={submission} givenUp={false} onResume={onResume} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onResume;
}

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('AnalysisTab failed state (spec 000 §4, §8)', () => {
  it('restarts the analysis, says so and resumes polling', async () => {
    server.use(answer.post(retryPath, RetryEvaluationResponse, { message: 'Analysis restarted', submissionId: 'sub-1' }));
    const onResume = renderTab(failed);
    expect(screen.getByRole('heading', { name: 'Analysis Failed' })).toBeTruthy();
    expect(screen.getByText('The photo was too dark to read')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Analysis' }));
    expect(await screen.findByText('Analysis Restarted')).toBeTruthy();
    expect(onResume).toHaveBeenCalledOnce();
  });

  it('tells the parent to wait on 429', async () => {
    server.use(answerError('post', retryPath, 429, { code: 'RATE_LIMITED', message: 'slow down' }));
    renderTab(failed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry Analysis' }));
    expect(await screen.findByText('Rate limit reached: Please wait a few minutes before trying again.')).toBeTruthy();
  });

  it('shows "Analysis Restart Failed" with the server message', async () => {
    server.use(answerError('post', retryPath, 409, { code: 'CONFLICT', message: 'Only a failed analysis can be restarted' }));
    renderTab(failed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry Analysis' }));
    expect(await screen.findByText('Analysis Restart Failed')).toBeTruthy();
    expect(screen.getByText('Only a failed analysis can be restarted')).toBeTruthy();
  });

  it('disables Retry Analysis when the failure is not retryable, with the spec’s default text', () => {
    renderTab({ ...failed, aiFeedback: null, evaluationError: null, retryable: false });
    expect(screen.getByText('AI evaluation failed. Please retry.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Retry Analysis' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

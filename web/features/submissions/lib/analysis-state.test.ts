import { describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES, type Submission } from '../../../../contracts/submissions';
import { analysisState } from './analysis-state';

const submission = (overrides: Partial<Submission>) =>
  ({ evaluationStatus: 'completed', aiFeedback: null, evaluationError: null, retryable: true, ...overrides }) as Submission;

describe('analysisState (spec 000 §4 Expert Analysis states)', () => {
  it('is pending, then taking longer once the screen gave up waiting', () => {
    expect(analysisState(submission({ evaluationStatus: 'pending' }), false)).toEqual({ kind: 'pending' });
    expect(analysisState(submission({ evaluationStatus: 'pending' }), true)).toEqual({ kind: 'taking-longer' });
  });

  it('shows the failure reason, or the spec’s text when there is none', () => {
    expect(analysisState(submission({ evaluationStatus: 'failed' }), false)).toEqual({
      kind: 'failed',
      error: SUBMISSION_MESSAGES.evaluationFailed,
      retryable: true,
    });
    expect(analysisState(submission({ evaluationStatus: 'failed', aiFeedback: { error: 'The drawing was blank', retryable: false } }), false)).toEqual({
      kind: 'failed',
      error: 'The drawing was blank',
      retryable: false,
    });
  });

  it('treats feedback carrying an error as failed even when completed', () => {
    const state = analysisState(submission({ aiFeedback: { error: 'Model timed out', feedback: 'partial' } }), false);
    expect(state).toMatchObject({ kind: 'failed', error: 'Model timed out' });
  });

  it('shows feedback when there is some, otherwise the empty state', () => {
    const feedback = { score: 7, feedback: 'Lovely colours' };
    expect(analysisState(submission({ aiFeedback: feedback }), false)).toEqual({ kind: 'feedback', feedback });
    expect(analysisState(submission({}), false)).toEqual({ kind: 'empty' });
  });
});

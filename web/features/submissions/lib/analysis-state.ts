import { SUBMISSION_MESSAGES, type Submission } from '../../../../contracts/submissions';
import type { Translator } from '../../../../contracts/i18n/translator';

export type AnalysisState =
  | { kind: 'pending' }
  | { kind: 'taking-longer' }
  | { kind: 'failed'; error: string; retryable: boolean }
  | { kind: 'feedback'; feedback: NonNullable<Submission['aiFeedback']> }
  | { kind: 'empty' };

/**
 * Spec 000 §4: which of the Expert Analysis states a submission is in. Feedback carrying an
 * error counts as failed even when the status says completed.
 */
export function analysisState(submission: Submission, givenUp: boolean): AnalysisState {
  const feedback = submission.aiFeedback;
  if (submission.evaluationStatus === 'pending') return givenUp ? { kind: 'taking-longer' } : { kind: 'pending' };
  const feedbackError = feedback && typeof feedback.error === 'string' && feedback.error ? feedback.error : null;
  if (submission.evaluationStatus === 'failed' || feedbackError) {
    const feedbackRetryable = feedback && 'retryable' in feedback ? feedback.retryable : undefined;
    return {
      kind: 'failed',
      error: feedbackError ?? submission.evaluationError ?? SUBMISSION_MESSAGES.evaluationFailed,
      retryable: submission.retryable && feedbackRetryable !== false,
    };
  }
  return feedback ? { kind: 'feedback', feedback } : { kind: 'empty' };
}

/**
 * A failed evaluation's reason in the page's language. The server stores its default reason in
 * English (SUBMISSION_MESSAGES.evaluationFailed) or, once moved to the catalogue, as a message
 * key; both are said in the parent's language. An analyser's own words are shown as they came.
 */
export function evaluationErrorText(t: Translator, error: string | null | undefined): string {
  if (!error || error === SUBMISSION_MESSAGES.evaluationFailed) return t('submissions.results.evaluationFailed');
  return t.has(error) ? t(error) : error;
}

// The submissions feature's public face: what other features use of it; they import from here, never from inside.
export { useGallery, usePlanSubmissions, useRetryEvaluation, useSubmissionFeedback } from './api/submissions';
export { FeedbackView } from './components/feedback-view';
export { usePlanEvaluationPolling } from './hooks/use-evaluation-polling';
export { currentWeek } from './lib/labels';
export { attemptOffer, attemptsOfWeek, type AttemptOffer } from './lib/attempts';
export { SubmitAgain } from './components/submit-again';
export { ScorePill } from './components/feedback-score';

// The submissions feature's public face: what other features use of it; they import from here, never from inside.
export { planDataQueryKey, useGallery, usePlanSubmissions, useRetryEvaluation, useSubmissionFeedback } from './api/submissions';
export { FeedbackView } from './components/feedback-view';
export { currentWeek } from './lib/labels';

/**
 * The API's messages when a request worked (issue 37): the `message` of a 2xx answer, written in
 * the request's language (server/platform/answer-message.ts). Where the web already says the same
 * sentence (a submitted week, a saved choice) the server sends that page's key instead.
 */
export const answers = {
  'answers.auth.resetRequested': 'If this email exists in our system, check your email for the reset link',
  'answers.account.deleted': 'Your account and your data have been deleted.',
  'answers.submission.retryStarted': 'Analysis restarted',
  'answers.checkpoint.started': 'Checkpoint {number} is being evaluated. This usually takes a few moments.',
  'answers.checkpoint.noThenAndNow': 'Then and now appears after the first checkpoint is evaluated: the first drawing beside the checkpoint’s.',
  'answers.contact.sent': 'Message sent',

  // Why the coming weeks were re-tuned (server/features/plans/adaptation-rule.ts): stored in English
  // as written, said in the reader's language when a plan is sent.
  'answers.adaptation.easierFeltVeryHard': 'Made a little easier: last week felt Very Hard',
  'answers.adaptation.easierAfterFeedback': "Made a little easier after last week's feedback",
  'answers.adaptation.harderFeltVeryEasy': 'A little more challenging: last week felt Very Easy',
  'answers.adaptation.harderFeltEasy': 'A little more challenging: last week felt Easy',
};

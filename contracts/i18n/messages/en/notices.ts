/** The reminders and notices as the parent names them, and the unsubscribe page an e-mail's link opens. */
export const notices = {
  'notices.name.weeklyReminder': 'the weekly drawing reminder',
  'notices.name.feedbackReady': 'the e-mail when a week’s feedback is ready',
  'notices.name.checkpointReady': 'the e-mail when a checkpoint is ready',
  'notices.unsubscribed': 'You will no longer get {notice}.',
  'notices.resubscribed': 'You will get {notice} again.',
  'notices.badToken':
    'This unsubscribe link is not valid. It may have been copied only in part. You can change every e-mail setting on your account page.',
  'notices.accountGone': 'There is no account for this link any more, so no e-mails will be sent to it.',
  'notices.page.title': 'Unsubscribe',
  'notices.page.description': 'Stop an e-mail from {brand}.',
  'notices.page.back': 'Home',
  'notices.page.heading': 'Your <underline>e-mails</underline>',
  'notices.page.turningOff': 'Turning the e-mail off',
  'notices.page.changedMind': 'Changed your mind? You can have it back with one click.',
  'notices.page.turnBackOn': 'Turn it back on',
  'notices.page.turningBackOn': 'Turning it back on…',
  'notices.page.turnBackOnFailed': 'We could not turn it back on just now. Please try again.',
  'notices.page.allSettings': 'All your e-mail settings',
};

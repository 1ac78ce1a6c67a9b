/**
 * Every e-mail a parent gets (issue 37): the account's mails, receipts, reminders and notices.
 * Plain text; `{brand}` is Kritzel, links are filled in as values.
 */
export const email = {
  'email.hello': 'Hello {name},',
  'email.signOff': '— The {brand} team',
  'email.confirmAddress': 'Please confirm that this e-mail address is yours: {link}',
  'email.confirmThreeDays': 'The link works for three days.',
  'email.ignore': 'If you did not ask for it, you can ignore this message.',

  'email.linkRemoved': '(link removed from this copy once the e-mail was sent)',

  'email.welcome.subject': 'Welcome to {brand}',
  'email.welcome.thanks': "Thank you for joining {brand}. Every child starts with a scribble, and we are glad to follow your child's drawings with you.",
  'email.welcome.dashboard': 'Whenever you are ready, start from your dashboard: {link}',

  'email.verify.subject': 'Please confirm your e-mail address for {brand}',

  'email.reset.subject': 'Reset your {brand} password',
  'email.reset.asked': 'Somebody asked to reset the password of your {brand} account. To choose a new one, open: {link}',
  'email.reset.once': 'The link works for one hour and only once. Choosing a new password signs you out on every device.',
  'email.reset.notYou': 'If it was not you, you can ignore this message: your password stays as it is.',

  'email.admin.subject': 'Choose your {brand} administrator password',
  'email.admin.listed': 'This address is listed as an administrator of {brand}. To take up the role, choose your password here: {link}',
  'email.admin.once': 'The link works for one hour and only once. Choosing the password signs this account out on every device, so only you hold the role.',
  'email.admin.expired': 'If it has run out, "Forgot password?" on the sign-in page sends a new one: {link}',
  'email.admin.notExpected': 'If you did not expect this message, you can ignore it: nothing changes until the password is chosen.',

  'email.passwordChanged.subject': 'Your {brand} password was changed',
  'email.passwordChanged.changed': 'The password of your {brand} account was just changed. If it was you, there is nothing more to do.',
  'email.passwordChanged.notYou': 'If it was not you, choose a new password now: {link}',
  'email.passwordChanged.signsOut': 'This signs the account out on every device.',
  'email.passwordChanged.writeToUs': 'Then write to us and we will help you check your account: {link}',

  'email.signUpAttempt.subject': 'Someone tried to create a {brand} account with your e-mail',
  'email.signUpAttempt.tried': 'Somebody just tried to create a new {brand} account with this e-mail address. You already have one, so nothing was changed.',
  'email.signUpAttempt.signIn': 'If it was you, simply sign in: {link}',
  'email.signUpAttempt.forgot': 'If you forgot your password, choose a new one: {link}',
  'email.signUpAttempt.notYou': 'If it was not you, you can ignore this message.',

  'email.receipt.subject': 'Your receipt from {brand}: {amount}',
  'email.receipt.refundSubject': 'Your refund from {brand}: {amount}',
  'email.receipt.thanks': 'Thank you for your purchase. This is your receipt.',
  'email.receipt.refunded': 'We have refunded a payment to you. The money is usually back on your card within 5 to 10 business days.',
  'email.receipt.item': 'Item: {what}',
  'email.receipt.refundFor': 'Refund for: {what}',
  'email.receipt.amount': 'Amount: {amount}',
  'email.receipt.amountRefunded': 'Amount refunded: {amount}',
  'email.receipt.date': 'Date: {date}',
  'email.receipt.testMode': 'Paid in test mode: no real charge was made.',
  'email.receipt.paidWithCard': 'Paid with the card ending in {last4}',
  'email.receipt.refundedToCard': 'Refunded to the card ending in {last4}',
  'email.receipt.reference': 'Reference: {reference}',
  'email.receipt.soldBy': 'Sold by: {name}',
  'email.receipt.vatId': 'VAT ID: {vatId}',
  'email.receipt.questions': 'Questions about this payment? Write to {email} or use {link}, and give the reference above.',
  'email.receipt.refundQuestions': 'Questions about this refund? Write to {email} or use {link}, and give the reference above.',
  'email.receipt.refundTerms': 'Our refund terms: {link}',
  'email.receipt.allReceipts': 'All your receipts are on your account page: {link}',

  'email.notice.because': 'You get this because {notice} is on. To stop it with one click: {link}',
  'email.notice.settings': 'All your e-mail settings: {link}',
  'email.notice.notADiagnosis':
    "{brand} gives estimates from drawings; it is not a diagnosis. If you are ever worried about your child's development, your paediatrician is the person to ask.",

  'email.reminder.subjectOne': 'Drawing time: week {week} is ready for {child}',
  'email.reminder.subjectMany': 'Drawing time: this week’s challenges are ready',
  'email.reminder.gentle': 'A gentle reminder, as you asked: this week’s drawing challenge is waiting.',
  'email.reminder.week': '• {child}, week {week} — {link}',
  'email.reminder.weekTitled': '• {child}, week {week}: “{title}” — {link}',
  'email.reminder.relaxed': 'Ten relaxed minutes are plenty. There is no wrong drawing.',

  'email.feedback.subjectOneChild': "{child}'s feedback for {weeks} is ready",
  'email.feedback.subjectChildren': 'Feedback for {children} is ready',
  'email.feedback.lookedAtOne': "We have looked at {child}'s drawing for week {week} (“{title}”). The feedback is ready:",
  'email.feedback.lookedAtMany': 'We have looked at these drawings. The feedback is ready:',
  'email.feedback.item': '• {child}, week {week} (“{title}”) — {link}',
  'email.weeks.one': 'week {week}',
  'email.weeks.run': 'weeks {from}–{to}',
  'email.weeks.list': 'weeks {list}',

  'email.checkpoint.subject': 'Checkpoint {number} for {child} is ready',
  'email.checkpoint.compares': "Checkpoint {number} compares {child}'s recent drawings with where you started. See it on the plan page:",
  'email.checkpoint.attached':
    'The report is attached as a PDF, to keep or to show a paediatrician or teacher. It gives estimates as ranges, from a handful of drawings.',
  'email.checkpoint.notAttached': 'The PDF report could not be attached this time; you can download it from the plan page.',
  'email.checkpoint.filenameChild': 'child',
  'email.checkpoint.filename': '{brand}-{child}-checkpoint-{number}.pdf',
};

/**
 * The validation messages of the contact form's contract (contracts/contact.ts), which the page
 * checks before sending and the server checks again: on every page that has the form, so in `core`.
 * The API's other error messages are in `errors` (server only).
 */
export const formErrors = {
  'formErrors.nameMissing': 'Please enter your name',
  'formErrors.emailMissing': 'Please enter your email',
  'formErrors.emailInvalid': 'Please enter a valid email address',
  'formErrors.messageMissing': 'Please enter a message',
  'formErrors.messageTooLong': 'Please keep the message under 5000 characters',
  'formErrors.max200': 'Please use at most 200 characters',
};

/** The validation messages of the account, age and name contracts: zod messages are these keys. */
export const validation = {
  'validation.servedAge': 'Child must be between 3 and 10 years old',
  'validation.oneLine': 'Please write this on one line, without line breaks, tabs or control characters',
  'validation.enterName': 'Please enter your name',
  'validation.validEmail': 'Please enter a valid email address',
  'validation.passwordTooShort': 'Use at least 8 characters',
  'validation.passwordTooLong': 'Use at most 128 characters',
  'validation.enterPassword': 'Please enter your password',
  'validation.passwordsDiffer': 'The two passwords are not the same',
  'validation.invalidDate': 'Invalid date',
};

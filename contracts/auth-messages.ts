/**
 * What the account screens say after a reset or confirmation link, apart from the auth schemas:
 * the dashboard's confirm-e-mail notice is reached from the start-up script (through the auth
 * feature's public face), and must not bring zod with it to every page's first screen.
 */
export const AUTH_MESSAGES = {
  resetLinkSent: 'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
  resetLinkInvalid: 'This link has expired or was already used. Please ask for a new one.',
  passwordReset: 'Your password has been changed, and every device has been signed out. Please sign in with the new password.',
  confirmLinkInvalid: 'This confirmation link has expired or is not valid. Sign in and ask for a new one.',
  emailConfirmed: 'Thank you — your e-mail address is confirmed.',
  confirmLinkSent: 'We have sent you a new link. It works for three days.',
} as const;

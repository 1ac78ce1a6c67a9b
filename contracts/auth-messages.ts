import { messageKey } from './i18n/keys.ts';

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

/** The same messages as keys (issue 37): pages show `t(AUTH_MESSAGE_KEYS.x)`; the server can answer with the key. */
export const AUTH_MESSAGE_KEYS = {
  resetLinkSent: messageKey('auth.messages.resetLinkSent'),
  resetLinkInvalid: messageKey('auth.messages.resetLinkInvalid'),
  passwordReset: messageKey('auth.messages.passwordReset'),
  confirmLinkInvalid: messageKey('auth.messages.confirmLinkInvalid'),
  emailConfirmed: messageKey('auth.messages.emailConfirmed'),
  confirmLinkSent: messageKey('auth.messages.confirmLinkSent'),
} as const satisfies Record<keyof typeof AUTH_MESSAGES, string>;

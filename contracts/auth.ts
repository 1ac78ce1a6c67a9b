import { z } from 'zod';
import { messageKey } from './i18n/keys.ts';
import { LOCALES } from './i18n/locales.ts';
import { oneLine } from './one-line.ts';

export const Role = z.enum(['parent', 'admin']);
export type Role = z.infer<typeof Role>;

/** GET /api/auth/user — the signed-in user; 401 when signed out. */
export const CurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: Role,
  /** Whether the parent has confirmed the e-mail address through the link we sent. */
  emailVerified: z.boolean(),
  /** The language kept on the account (issue 37); null until the parent's first visit signed in. */
  language: z.enum(LOCALES).nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** PUT /api/account/language — the language e-mails, reminders and PDFs use; the page keeps it in a cookie. */
export const LanguageRequest = z.object({ language: z.enum(LOCALES) });
export type LanguageRequest = z.infer<typeof LanguageRequest>;

/** ASVS V2.1: at least 8 characters, long passphrases allowed. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * POST /api/identity/sign-up/email (better-auth's endpoint; `name` is required by it).
 * firstName/lastName are our additional fields.
 */
export const SignUpRequest = z.object({
  name: oneLine(z.string().trim().min(1, messageKey('validation.enterName')).max(100)),
  firstName: oneLine(z.string().trim().max(50)).optional(),
  lastName: oneLine(z.string().trim().max(50)).optional(),
  email: z.email(messageKey('validation.validEmail')).max(254),
  password: z.string().min(PASSWORD_MIN, messageKey('validation.passwordTooShort')).max(PASSWORD_MAX, messageKey('validation.passwordTooLong')),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;
/** better-auth's answer to a sign-up: no session (it does not sign in); the web reads nothing more of it. */
export const SignUpResponse = z.looseObject({ token: z.null() });

/** POST /api/identity/sign-in/email */
export const SignInRequest = z.object({
  email: z.email(messageKey('validation.validEmail')),
  password: z.string().min(1, messageKey('validation.enterPassword')),
});
export type SignInRequest = z.infer<typeof SignInRequest>;
/** better-auth's answer to a sign-in: the session comes as a cookie, so the web reads nothing more of it. */
export const SignInResponse = z.looseObject({ redirect: z.boolean() });

/** GET /api/auth/providers — which sign-in methods this server offers. */
export const AuthProviders = z.object({
  emailPassword: z.literal(true),
  oidc: z.object({ name: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof AuthProviders>;

/**
 * The page single sign-on ends on when it fails, with better-auth's `?error=` code
 * (`account_not_linked`: the address already has a password account that could not be joined).
 */
export const SSO_PROBLEM_PATH = '/sign-in/problem';

/** POST /api/identity/request-password-reset (better-auth's endpoint) */
export const ForgotPasswordRequest = z.object({
  email: z.email(messageKey('validation.validEmail')).max(254),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
/**
 * better-auth's answer to request-password-reset, reset-password and verify-email: done. The
 * web reads nothing more of it (the reset answers alike for any address).
 */
export const IdentityDoneResponse = z.looseObject({ status: z.literal(true) });

/** POST /api/identity/reset-password (better-auth's endpoint); the token comes from the e-mailed link. */
export const ResetPasswordRequest = z.object({
  token: z.string().min(1),
  newPassword: z.string().min(PASSWORD_MIN, messageKey('validation.passwordTooShort')).max(PASSWORD_MAX, messageKey('validation.passwordTooLong')),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** What the password-reset and e-mail-confirmation pages and endpoints say. */
export { AUTH_MESSAGE_KEYS, AUTH_MESSAGES } from './auth-messages.ts';

/** The message for any failed sign-in: never say whether the email exists. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
/** Sign-in, sign-up, reset and password change past RATE_LIMIT_SIGN_IN in a minute (429). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

export { safeReturnTo } from './return-to.ts';

/** INVALID_CREDENTIALS and TOO_MANY_ATTEMPTS as message keys, answered in the request's language. */
export const INVALID_CREDENTIALS_KEY = messageKey('auth.errors.invalidCredentials');
export const TOO_MANY_ATTEMPTS_KEY = messageKey('auth.errors.tooManyAttempts');

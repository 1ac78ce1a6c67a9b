import { betterAuth } from 'better-auth';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { queueAfterTransactionHook } from '@better-auth/core/context';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import { consentRepository } from '../account/consent-repository.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { PASSWORD_MAX, PASSWORD_MIN, SSO_PROBLEM_PATH } from '../../../contracts/auth.ts';
import { AUTH_COOKIE_PREFIX, SESSION_DAYS } from '../../../contracts/browser-storage.ts';
import { weakPasswordReason } from './common-passwords.ts';
import type { Logger } from 'pino';
import { betterAuthLogger } from '../../log-safety.ts';
import { z } from 'zod';
import { accountByEmail, createResetToken, endResetLinks, RESET_LINK_SECONDS, storedIdentifier } from './reset-links.ts';

/** The header our own routes set to the client IP Fastify resolved (see identity-routes.ts). */
export const CLIENT_IP_HEADER = 'x-kritzel-client-ip';
export const OIDC_PROVIDER_ID = 'oidc';

/** How long the links in e-mails work. */
const VERIFY_LINK_SECONDS = 3 * 24 * 60 * 60;
/** better-auth's answer to a reset request, whatever the address; routes.ts has it said in the request's language. */
const RESET_REQUESTED = { status: true, message: messageKey('answers.auth.resetRequested') };

export type AuthEvents = {
  /** A new account. `confirmLink` is set for an e-mail sign-up: the welcome asks to confirm the address. */
  userCreated(userId: string, confirmLink: string | null): Promise<void>;
  existingUserSignUp(userId: string): Promise<void>;
  /** The parent asked for a new confirmation link. */
  verificationRequested(userId: string, confirmLink: string): Promise<void>;
  /** A reset link; `administrator-link` is the one sent to a listed address once it is confirmed. */
  passwordResetRequested(userId: string, resetLink: string, template: 'reset-password' | 'administrator-link'): Promise<void>;
  /** The password was changed or reset: the account's address hears of it. */
  passwordChanged(userId: string): Promise<void>;
  /** A listed address set its password through a link e-mailed to it: only now does it become administrator. */
  administratorProven(userId: string): Promise<void>;
};

/**
 * How a password is stored and checked. Kritzel runs better-auth's own (scrypt, N = 16384: about
 * 0.1–0.3 s of a core per sign-up and per sign-in, which is the point); only the API tests pass
 * a cheaper one (test/quick-password-hashing.ts), as nothing sets it from the environment.
 */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export function createAuth(options: { config: Config; db: Db; secret: string; events: AuthEvents; logger?: Logger; passwordHashing?: PasswordHashing }) {
  const { config, db, secret, events, logger, passwordHashing } = options;
  const admins = new Set(config.adminEmails);
  // The links point at our own pages, which call better-auth's endpoints (a mail scanner that
  // follows a link only loads a page; nothing is confirmed or reset without the page's script).
  const confirmLink = (token: string) => `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const resetLink = (token: string) => `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const sendResetLink = async (userId: string, template: 'reset-password' | 'administrator-link') =>
    events.passwordResetRequested(userId, resetLink(await createResetToken(db, userId)), template);
  // Answered first, worked after: a known address must not take longer to answer than an unknown one.
  const resetLater = (email: string) =>
    setImmediate(() => {
      accountByEmail(db, email)
        .then((account) => account && sendResetLink(account.id, 'reset-password'))
        .catch((error: unknown) => logger?.error({ err: error }, 'a password reset link could not be sent'));
    });
  return betterAuth({
    appName: 'Kritzel',
    baseURL: config.publicUrl,
    basePath: '/api/identity',
    secret,
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      // With auto sign-in off, better-auth answers a sign-up for an existing e-mail exactly
      // like a new one (no account enumeration); the browser signs in right after.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => events.existingUserSignUp(user.id),
      // The before-hook below answers every well-formed reset request itself (resetLater); this is
      // better-auth's own path, kept so that its endpoint stays switched on.
      sendResetPassword: async ({ user, token }) => events.passwordResetRequested(user.id, resetLink(token), 'reset-password'),
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Whoever had the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        // One reset ends every other link still out for this account, older and newer alike.
        await endResetLinks(db, user.id);
        // The link went to the address and set the password; every session was just ended. So the
        // holder of a listed address is administrator now, and alone: nobody who signed up with
        // it before it was proven keeps a password or a session.
        const role = (user as { role?: string }).role;
        if (admins.has(user.email.toLowerCase()) && role !== 'admin') await events.administratorProven(user.id);
        await events.passwordChanged(user.id);
      },
    },
    verification: {
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': { hash: storedIdentifier } } },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_SECONDS,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }, request) => {
        const link = confirmLink(token);
        const signUp = request ? new URL(request.url).pathname.endsWith('/sign-up/email') : false;
        // At sign-up the welcome e-mail carries the link; one message, not two.
        await (signUp ? events.userCreated(user.id, link) : events.verificationRequested(user.id, link));
      },
      // Confirming gives no role: the password and sessions may be someone else's, set before the
      // address was proven. The listed address gets its own link that sets the password.
      afterEmailVerification: async (user) => {
        if (admins.has(user.email.toLowerCase())) await sendResetLink(user.id, 'administrator-link');
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        role: { type: 'string', required: false, input: false, defaultValue: 'parent' },
      },
    },
    account: {
      // Single sign-on with an address that already has a password account joins the two only
      // when both sides have confirmed the address: the provider (email_verified) and Kritzel
      // (the parent clicked our link). Otherwise whoever signed up first with someone else's
      // address would be handed that person's sign-ins. No provider is trusted without it.
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    // Single sign-on's failures (account_not_linked, a lost state) end on our page, not better-auth's.
    onAPIError: { errorURL: `${config.publicUrl}${SSO_PROBLEM_PATH}` },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': { window: 60, max: config.rateLimitSignIn },
        '/sign-up/email': { window: 60, max: config.rateLimitSignIn },
        '/change-password': { window: 60, max: config.rateLimitSignIn },
        '/request-password-reset': { window: 60, max: config.rateLimitSignIn },
        '/reset-password': { window: 60, max: config.rateLimitSignIn },
        '/send-verification-email': { window: 60, max: config.rateLimitSignIn },
        '/verify-email': { window: 60, max: config.rateLimitSignIn },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // Its default console logger printed failed queries with their parameters (session tokens).
    ...(options.logger ? { logger: betterAuthLogger(options.logger) } : {}),
    databaseHooks: {
      user: {
        create: {
          // Administrator is a role granted by configuration, never a hard-coded id, and only to an
          // address its owner has proven (single sign-on may vouch for it; an e-mail sign-up never
          // does, so whoever signs up first with a listed address does not become administrator).
          before: async (user) => ({
            data: { ...user, role: user.emailVerified === true && admins.has(user.email.toLowerCase()) ? 'admin' : 'parent' },
          }),
          after: async (user, context) => {
            // The sign-up hook below refused any e-mail sign-up without it; store what was agreed, and when.
            if (context?.path === '/sign-up/email') {
              await queueAfterTransactionHook(async () => {
                await consentRepository.record(db, { userId: user.id, kind: 'parental', granted: true });
              });
            }
            // An e-mail sign-up's welcome goes out with its confirmation link (sendVerificationEmail).
            if (context?.path !== '/sign-up/email') await queueAfterTransactionHook(() => events.userCreated(user.id, null));
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown; parentalConsent?: unknown };
        if (ctx.path === '/request-password-reset') {
          const email = z.email().safeParse(body.email);
          // A malformed address goes on to better-auth's own 400.
          if (email.success) {
            resetLater(email.data);
            return ctx.json(RESET_REQUESTED);
          }
        }
        // GDPR Art. 8 / COPPA: no account, and so no child's data, without the parent's consent.
        if (ctx.path === '/sign-up/email' && body.parentalConsent !== true) {
          throw new APIError('BAD_REQUEST', { code: 'PARENTAL_CONSENT_REQUIRED', message: messageKey('errors.account.parentalConsentRequired') });
        }
        const candidate =
          ctx.path === '/sign-up/email' ? body.password : ctx.path === '/change-password' || ctx.path === '/reset-password' ? body.newPassword : undefined;
        if (typeof candidate !== 'string') return;
        const reason = weakPasswordReason(candidate, typeof body.email === 'string' ? body.email : undefined);
        if (reason) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: reason });
      }),
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${config.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                mapProfileToUser: namesFromClaims,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The OpenID standard claims for the name; `name` alone is kept when a provider sends nothing else. */
function namesFromClaims(profile: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const firstName = text(profile.given_name);
  const lastName = text(profile.family_name);
  const name = [firstName, lastName].filter(Boolean).join(' ') || text(profile.name);
  return { ...(name ? { name } : {}), ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
}

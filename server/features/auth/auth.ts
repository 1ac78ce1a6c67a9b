import { betterAuth } from 'better-auth';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { queueAfterTransactionHook } from '@better-auth/core/context';
import { ACCOUNT_MESSAGES } from '../../../contracts/account.ts';
import { consentRepository } from '../account/consent-repository.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contracts/auth.ts';
import { weakPasswordReason } from './common-passwords.ts';

/** The header our own routes set to the client IP Fastify resolved (see identity-routes.ts). */
export const CLIENT_IP_HEADER = 'x-kritzel-client-ip';
export const OIDC_PROVIDER_ID = 'oidc';
const SESSION_DAYS = 30;

export type AuthEvents = {
  userCreated(userId: string): Promise<void>;
  existingUserSignUp(userId: string): Promise<void>;
};

export function createAuth(options: { config: Config; db: Db; secret: string; events: AuthEvents }) {
  const { config, db, secret, events } = options;
  const admins = new Set(config.adminEmails);
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
      // With auto sign-in off, better-auth answers a sign-up for an existing e-mail exactly
      // like a new one (no account enumeration); the browser signs in right after.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => events.existingUserSignUp(user.id),
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        role: { type: 'string', required: false, input: false, defaultValue: 'parent' },
      },
    },
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
      },
    },
    advanced: {
      cookiePrefix: 'kritzel',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          // Administrator is a role granted by configuration, never a hard-coded id.
          before: async (user) => ({ data: { ...user, role: admins.has(user.email.toLowerCase()) ? 'admin' : 'parent' } }),
          after: async (user, context) => {
            // The sign-up hook below refused any e-mail sign-up without it; store what was agreed, and when.
            if (context?.path === '/sign-up/email') {
              await queueAfterTransactionHook(async () => {
                await consentRepository.record(db, { userId: user.id, kind: 'parental', granted: true });
              });
            }
            await queueAfterTransactionHook(() => events.userCreated(user.id));
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown; parentalConsent?: unknown };
        // GDPR Art. 8 / COPPA: no account, and so no child's data, without the parent's consent.
        if (ctx.path === '/sign-up/email' && body.parentalConsent !== true) {
          throw new APIError('BAD_REQUEST', { code: 'PARENTAL_CONSENT_REQUIRED', message: ACCOUNT_MESSAGES.parentalConsentRequired });
        }
        const candidate = ctx.path === '/sign-up/email' ? body.password : ctx.path === '/change-password' ? body.newPassword : undefined;
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
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

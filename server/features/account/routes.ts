import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  ACCOUNT_API,
  AccountMessageResponse,
  AccountResponse,
  AiProviderChoiceRequest,
  AiProviderStatus,
  ChangePasswordRequest,
  ParentalConsentRequest,
} from '../../../contracts/account.ts';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { currentUser, requireUser } from '../../platform/session.ts';
import { consentRepository } from './consent-repository.ts';
import { sendPasswordChangedNotice } from '../auth/auth-events.ts';
import { endResetLinks } from '../auth/reset-links.ts';
import { LanguageRequest } from '../../../contracts/auth.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/** The account page's settings: profile, password, sessions and the AI-provider choice. */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const { database, analyser, queue, config } = deps;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: a visitor gets 401 before the body is even validated.

  // Public: the free analysis asks a visitor for consent only when there is a provider to consent to.
  r.get(ACCOUNT_API.aiStatus, { schema: { response: { 200: AiProviderStatus } } }, async () => ({ externalAiConfigured: analyser.localOnly !== undefined }));

  r.get(ACCOUNT_API.account, { onRequest: requireUser, schema: { response: { 200: AccountResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { id } = await currentUser(request);
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw notFound(messageKey('errors.account.notFound'));
    const [credential] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)));
    const parental = await consentRepository.latest(db, id, 'parental');
    const ai = await consentRepository.latest(db, id, 'ai-provider');
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt.toISOString(),
      hasPassword: credential !== undefined,
      parentalConsent: {
        granted: parental?.granted ?? false,
        at: parental?.createdAt.toISOString() ?? null,
        policyVersion: parental?.policyVersion ?? null,
      },
      aiProviderOptIn: ai?.granted ?? null,
      externalAiConfigured: analyser.localOnly !== undefined,
    };
  });

  r.put(
    ACCOUNT_API.aiProvider,
    { onRequest: requireUser, schema: { body: AiProviderChoiceRequest, response: { 200: AccountMessageResponse } } },
    async (request) => {
      const { id } = await currentUser(request);
      await consentRepository.record(db, { userId: id, kind: 'ai-provider', granted: request.body.optIn });
      return { message: messageKey('account.ai.saved') };
    },
  );

  // The page keeps the language in a cookie; the account keeps it for what is written away from
  // the page (e-mails, reminders, PDFs). 204: the page has already switched.
  r.put(ACCOUNT_API.language, { onRequest: requireUser, schema: { body: LanguageRequest } }, async (request, reply) => {
    const { id } = await currentUser(request);
    await db.update(users).set({ language: request.body.language, updatedAt: new Date() }).where(eq(users.id, id));
    return reply.status(204).send();
  });

  // Accounts made by single sign-on had no sign-up form: their consent is given here, once.
  r.post(
    ACCOUNT_API.parentalConsent,
    { onRequest: requireUser, schema: { body: ParentalConsentRequest, response: { 200: AccountMessageResponse } } },
    async (request) => {
      const { id } = await currentUser(request);
      await consentRepository.record(db, { userId: id, kind: 'parental', granted: true });
      return { message: messageKey('account.consent.saved') };
    },
  );

  r.post(
    ACCOUNT_API.password,
    {
      onRequest: requireUser,
      // Guessing the current password here is guessing it at sign-in: the same budget per client,
      // counted before the session is even looked up (registerRateLimits).
      config: {
        rateLimit: {
          max: config.rateLimitSignIn,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new AppError('RATE_LIMITED', messageKey('errors.tooManyAttempts')),
        },
      },
      schema: { body: ChangePasswordRequest, response: { 200: AccountMessageResponse } },
    },
    async (request, reply) => {
      const { id } = await currentUser(request);
      try {
        // better-auth checks the current password (re-authentication) and our password rules,
        // and ends the parent's other sessions: a stolen session does not survive a new password.
        const { headers } = await app.auth.api.changePassword({
          body: { currentPassword: request.body.currentPassword, newPassword: request.body.newPassword, revokeOtherSessions: true },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        // It ends every session and opens a new one for this device: hand its cookie on, or the
        // parent would be signed out here too.
        const cookies = headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
      } catch (error) {
        if (error instanceof APIError) {
          const code = (error.body as { code?: string } | undefined)?.code;
          if (code === 'INVALID_PASSWORD') throw new AppError('FORBIDDEN', messageKey('errors.account.wrongPassword'));
          if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new AppError('CONFLICT', messageKey('errors.account.noPassword'));
          throw new AppError('VALIDATION_FAILED', error.body?.message ?? messageKey('errors.account.passwordNotChanged'));
        }
        throw error;
      }
      // A reset link asked for before the change must not undo it.
      await endResetLinks(db, id);
      await sendPasswordChangedNotice(queue, id);
      return { message: messageKey('account.password.changed') };
    },
  );

  r.post(ACCOUNT_API.signOutEverywhere, { onRequest: requireUser, schema: { response: { 200: AccountMessageResponse } } }, async (request) => {
    const { id } = await currentUser(request);
    // Sessions are read from the database on every request, so deleting the rows ends them at
    // once, this browser's too (its cookie now points at nothing; the page goes to sign-in).
    await db.delete(sessions).where(eq(sessions.userId, id));
    // Whoever is being signed out may have asked for a reset link too.
    await endResetLinks(db, id);
    return { message: messageKey('account.signOut.done') };
  });
}

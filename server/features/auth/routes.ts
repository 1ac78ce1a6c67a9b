import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { AuthProviders, CurrentUser, safeReturnTo } from '../../../contracts/auth.ts';
import { ErrorResponse } from '../../../contracts/errors.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { UNAVAILABLE_MESSAGE } from '../../platform/errors.ts';
import { hasMessage } from '../../platform/answer-message.ts';
import { withTimeLimit } from '../../platform/time-limit.ts';
import { CLIENT_IP_HEADER, OIDC_PROVIDER_ID, type Auth } from './auth.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

const ReturnToQuery = z.object({ returnTo: z.string().optional() });

/**
 * better-auth owns /api/identity/*; the app owns the three paths the spec names
 * (/api/login, /api/logout, /api/auth/user) and builds them on better-auth's API.
 */
export async function authRoutes(app: FastifyInstance, { auth, config, database }: { auth: Auth; config: Config; database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: ['GET', 'POST'],
    url: '/api/identity/*',
    config: { rateLimit: false },
    handler: (request, reply) => forwardToAuth(auth, config, database, request, reply),
  });

  r.get('/api/login', { schema: { querystring: ReturnToQuery } }, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    return reply.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`, 302);
  });

  r.get('/api/login/oidc', { schema: { querystring: ReturnToQuery } }, async (request, reply) => {
    if (!config.oidc) return reply.status(404).send({ code: 'NOT_FOUND', message: messageKey('errors.auth.ssoNotConfigured') });
    const response = await auth.api.signInSocial({
      body: { provider: OIDC_PROVIDER_ID, callbackURL: safeReturnTo(request.query.returnTo), disableRedirect: true },
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    });
    copySetCookies(response.headers, reply);
    const { url } = (await response.json()) as { url?: string };
    if (!response.ok || !url) return reply.status(502).send({ code: 'UNAVAILABLE', message: messageKey('errors.auth.ssoUnavailable') });
    return reply.redirect(url, 302);
  });

  r.get('/api/logout', async (request, reply) => {
    if (request.headers.cookie) {
      // Ends the session row on the server; the cookie alone would be reusable otherwise.
      const response = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true }).catch(() => null);
      if (response) copySetCookies(response.headers, reply);
    }
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  });

  r.get('/api/auth/user', { schema: { response: { 200: CurrentUser, 401: ErrorResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await request.sessionUser();
    if (!user) return reply.status(401).send({ code: 'UNAUTHORIZED', message: messageKey('errors.unauthorized') });
    const { sessionId: _sessionId, ...publicUser } = user;
    return publicUser;
  });

  r.get('/api/auth/providers', { schema: { response: { 200: AuthProviders } } }, async () => ({
    emailPassword: true as const,
    oidc: config.oidc ? { name: config.oidc.name } : null,
  }));
}

async function forwardToAuth(auth: Auth, config: Config, database: Database, request: FastifyRequest, reply: FastifyReply) {
  const headers = fromNodeHeaders(request.headers);
  // better-auth keys its rate limits by this header; only we set it, from Fastify's view of the client.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await auth.handler(
    new Request(new URL(request.url, config.publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  // better-auth answers a failed query with its own 500; while the database is down that is an outage.
  if (response.status >= 500 && !(await databaseAnswers(database))) {
    return reply.status(503).send({ code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
  }
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  copySetCookies(response.headers, reply);
  const text = await response.text();
  if (response.status >= 400) return reply.type('application/json').send(toErrorBody(request.url, response.status, text));
  // Sent as text, an answer would skip the language hook: one with a message (ours, from auth.ts) goes as an object.
  const answer = parseJson(text);
  if (hasMessage(answer)) return reply.send(answer);
  return reply.send(text || null);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function databaseAnswers(database: Database): Promise<boolean> {
  return withTimeLimit(database.ping(), 3_000).then(
    () => true,
    () => false,
  );
}

/**
 * better-auth's errors become our one error shape; a failed sign-in never says why. Messages that
 * are catalogue keys (ours, or our hooks' in auth.ts) are written in the request's language on the way out.
 */
function toErrorBody(url: string, status: number, text: string) {
  // Not JSON: the defaults below.
  const parsed = (parseJson(text) ?? {}) as { code?: string; message?: string };
  if (url.startsWith('/api/identity/sign-in/email') && status === 401) return { code: 'UNAUTHORIZED', message: messageKey('errors.auth.invalidCredentials') };
  if (status === 429) return { code: 'RATE_LIMITED', message: messageKey('errors.tooManyAttempts') };
  const badLink = parsed.code === 'INVALID_TOKEN' || parsed.code === 'TOKEN_EXPIRED' || parsed.code === 'USER_NOT_FOUND';
  if (badLink && url.startsWith('/api/identity/reset-password')) return { code: 'INVALID_TOKEN', message: messageKey('errors.auth.resetLinkInvalid') };
  if (badLink && url.startsWith('/api/identity/verify-email')) return { code: 'INVALID_TOKEN', message: messageKey('errors.auth.confirmLinkInvalid') };
  return { code: parsed.code ?? 'BAD_REQUEST', message: parsed.message ?? messageKey('errors.auth.requestFailed') };
}

function copySetCookies(headers: Headers, reply: FastifyReply) {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

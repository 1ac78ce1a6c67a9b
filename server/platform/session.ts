import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { CurrentUser, Role } from '../../contracts/auth.ts';
import type { Auth } from '../features/auth/auth.ts';
import { forbidden, unauthorized } from './errors.ts';

export type SessionUser = CurrentUser & { sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request from the session cookie; null when signed out. */
    sessionUser(): Promise<SessionUser | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Reads the session from the database on every request, so a revoked session is refused at once. */
export function registerSession(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(auth, this);
      cache.set(this, pending);
    }
    return pending;
  });
}

async function resolve(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.cookie) return null;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), query: { disableRefresh: true } });
  if (!result) return null;
  const u = result.user as typeof result.user & { firstName?: string | null; lastName?: string | null; role?: string };
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    role: (u.role === 'admin' ? 'admin' : 'parent') satisfies Role,
    emailVerified: u.emailVerified === true,
    createdAt: new Date(u.createdAt).toISOString(),
    sessionId: result.session.id,
  };
}

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await request.sessionUser())) throw unauthorized();
}

/** preHandler: 401 signed out, 403 for a parent. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await request.sessionUser();
  if (!user) throw unauthorized();
  if (user.role !== 'admin') throw forbidden();
}

/** For handlers behind requireUser. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw unauthorized();
  return user;
}

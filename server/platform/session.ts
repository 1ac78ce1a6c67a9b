import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, getTableName, lte, sql } from 'drizzle-orm';
import type { CurrentUser, Role } from '../../contracts/auth.ts';
import type { Database, Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { TableWrites } from '../db/table-writes.ts';
import type { Auth } from '../features/auth/auth.ts';
import { forbidden, unauthorized } from './errors.ts';

export type SessionUser = CurrentUser & { sessionId: string };

/** Reads the signed-in parent from a request's Cookie header. */
export type SessionReader = { read(cookieHeader: string | undefined): Promise<SessionUser | null> };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request from the session cookie; null when signed out. */
    sessionUser(): Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    sessionReader: SessionReader;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function registerSession(app: FastifyInstance, { auth, database }: { auth: Auth; database: Pick<Database, 'db' | 'writes'> }): void {
  const reader = createSessionReader({ auth, db: database.db, writes: database.writes });
  app.decorate('sessionReader', reader);
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = reader.read(this.headers.cookie);
      cache.set(this, pending);
    }
    return pending;
  });
}

/**
 * Every request's session, as the database holds it, so that signing out, a password reset or
 * change ("sessions revoked"), "sign out everywhere" and deleting the account take effect on
 * every process — each of them deletes session rows, and the next request finds none. A copy
 * kept only until it expires (better-auth's signed session-data cookie) would let a copied
 * cookie live on that long, and would show a changed role or confirmed address late.
 *
 * So the reader remembers the sessions it has read only while it can hear every change
 * (`writes`): it forgets all of them when a session or a user changes — on the embedded database
 * before the write runs (every write passes through this process), on PostgreSQL when the
 * change commits, announced by the tables' triggers to every process (migration 0016). While the
 * announcing connection is down it remembers nothing and reads every time. One query cheaper
 * per signed-in request (docs/decisions/021-performance.md).
 *
 * It does what better-auth's getSession did here (with refresh disabled), without its per-call
 * machinery: the cookie's HMAC checked synchronously with better-auth's own secret and cookie
 * name, then one prepared statement, session joined to user by the unique token index, where
 * better-auth ran two. Sessions are still created, refreshed on sign-in and ended by better-auth.
 */
export function createSessionReader({ auth, db, writes }: { auth: Auth; db: Db; writes?: TableWrites }): SessionReader {
  const memory = writes ? createSessionMemory(writes) : null;
  let settings: { cookieName: string; secret: string } | undefined;
  const loadSettings = async () => {
    const context = await auth.$context;
    settings = { cookieName: context.authCookies.sessionToken.name, secret: context.secret };
    return settings;
  };
  const byToken = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      emailVerified: users.emailVerified,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('kritzel_session_by_token');

  return {
    async read(cookieHeader) {
      if (!cookieHeader) return null;
      const { cookieName, secret } = settings ?? (await loadSettings());
      const token = verifiedToken(cookieValue(cookieHeader, cookieName), secret);
      if (!token) return null;
      const known = memory?.recall(token);
      if (known) return known;
      const asOf = memory?.generation();
      const [row] = await byToken.execute({ token });
      if (!row) return null;
      if (row.expiresAt.getTime() <= Date.now()) {
        // As better-auth does: an expired session is gone for good (off the request's path).
        db.delete(sessions)
          .where(and(eq(sessions.token, token), lte(sessions.expiresAt, new Date())))
          .catch(() => {});
        return null;
      }
      const user: SessionUser = {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: (row.role === 'admin' ? 'admin' : 'parent') satisfies Role,
        emailVerified: row.emailVerified,
        language: row.language,
        createdAt: row.createdAt.toISOString(),
        sessionId: row.sessionId,
      };
      if (asOf !== undefined) memory?.remember(token, user, row.expiresAt.getTime(), asOf);
      return user;
    },
  };
}

/**
 * A bound on a change nobody heard (a connection that hangs without failing, say): the minute
 * issue 17 allows a revocation, halved.
 */
const REMEMBER_MS = 30_000;
const MAX_REMEMBERED = 10_000;

/**
 * Sessions read from the database, all dropped when sessions or users change. `generation`
 * counts those changes: a row read while one was heard is not remembered, since it may be from
 * before it.
 */
function createSessionMemory(writes: TableWrites) {
  const remembered = new Map<string, { user: SessionUser; expiresAt: number; until: number }>();
  let writesSeen = 0;
  writes.onWrite([getTableName(sessions), getTableName(users)], () => {
    writesSeen += 1;
    remembered.clear();
  });
  return {
    generation: () => writesSeen,
    recall(token: string): SessionUser | null {
      if (!writes.watching()) return null;
      const entry = remembered.get(token);
      if (!entry) return null;
      const now = Date.now();
      if (entry.until <= now || entry.expiresAt <= now) {
        remembered.delete(token);
        return null;
      }
      // A copy: a request that changes its user object must not change the next request's.
      return { ...entry.user };
    },
    remember(token: string, user: SessionUser, expiresAt: number, asOf: number) {
      if (asOf !== writesSeen || !writes.watching()) return;
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(token, { user: { ...user }, expiresAt, until: Date.now() + REMEMBER_MS });
    },
  };
}

/** The first cookie of that name, unquoted and URI-decoded, as better-auth's cookie parser reads it. */
function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** better-auth signs the token as `token.base64(HMAC-SHA256(secret, token))`; anything else is no session. */
function verifiedToken(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
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

/** A handler behind requireUser that acts for the signed-in parent, given the parent's id. */
export function forParent<Request extends FastifyRequest, Result>(handle: (userId: string, request: Request) => Promise<Result>) {
  return async (request: Request): Promise<Result> => handle((await currentUser(request)).id, request);
}

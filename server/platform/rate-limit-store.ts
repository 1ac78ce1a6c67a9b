import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/**
 * Our counters share better-auth's `rate_limits` table (no migration); better-auth keys its rows
 * by `<ip>/<path>`, so this prefix keeps the two apart.
 */
const KEY_PREFIX = 'limit:';
/** Longer than any window we configure (the longest is an hour); older rows are swept. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted) => void;
type RouteInfo = { method?: string | string[]; url?: string };

/**
 * One request more against `key`'s window, in one statement: the upsert either starts a new
 * window or adds to the running one, atomically, so every process counts against the same row.
 */
export async function countRequest(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Counted> {
  const expired = sql`${rateLimits.lastRequest} + ${windowMs} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        // last_request holds the window's start, so the reset time is the same on every process.
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.count, ttl: Math.max(0, row.windowStart + windowMs - now) };
}

async function readCount(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Counted> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.lastRequest + windowMs <= now) return { current: 0, ttl: 0 };
  return { current: row.count, ttl: row.lastRequest + windowMs - now };
}

/**
 * @fastify/rate-limit's `store`: counters in the database instead of each process's memory, so
 * limits hold across processes and restarts. The plugin constructs it (`new Store(options)`),
 * hence a class made for one database. The global limit counts per client across every route;
 * a route's own limit (`child`) counts per route, as the plugin's in-memory store does.
 */
export function databaseRateLimitStore(db: Db) {
  let lastSweep = 0;
  // Windows that ended a day ago are no use to anyone; clear them now and then, off the request path.
  const sweepNowAndThen = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.delete(rateLimits)
      .where(and(like(rateLimits.key, `${KEY_PREFIX}%`), lt(rateLimits.lastRequest, now - STALE_AFTER_MS)))
      .catch(() => {});
  };

  return class DatabaseRateLimitStore {
    private readonly scope: string;

    constructor(_options: unknown, scope = 'api') {
      this.scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, this.keyFor(key), timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
      sweepNowAndThen();
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      readCount(db, this.keyFor(key), timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    // The plugin's typings say RouteOptions; what it passes is the merged limit options plus `routeInfo`.
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, routeScope((routeOptions as { routeInfo?: RouteInfo }).routeInfo));
    }

    private keyFor(key: string): string {
      return `${KEY_PREFIX}${this.scope}:${key}`;
    }
  };
}

function routeScope(route: RouteInfo | undefined): string {
  const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
  return method && route?.url ? `${method} ${route.url}` : 'route';
}

import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { oncePerDatabase } from '../db/once-per-database.ts';

/**
 * Our counters share better-auth's `rate_limits` table (no migration); better-auth keys its rows
 * by `<ip>/<path>`, so this prefix keeps the two apart.
 */
const KEY_PREFIX = 'limit:';
/** Longer than any window we configure (the longest is an hour); older rows are swept. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** How often this process forgets the places it holds in windows that have ended. */
const FORGET_EVERY_MS = 60 * 1000;

/**
 * How many places in a window one counting statement reserves: a hundredth of the limit, at
 * most 100, at least 1. Any limit under 200 (every per-route one, and the API limit in the tests)
 * is counted one request per statement, exactly as before.
 */
export function reservationSize(max: number): number {
  return Math.max(1, Math.min(100, Math.floor(max / 100)));
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted) => void;
type RouteInfo = { method?: string | string[]; url?: string };
/** Places `next`…`last` of the window ending at `windowEnd`, reserved in the database by this process. */
type Reservation = { next: number; last: number; windowEnd: number };

/**
 * The counting upsert, built once per database and prepared (named) on the server: it runs on
 * API requests. It commits asynchronously (`synchronous_commit` off for its own transaction,
 * set while the row is formed): a server crash may forget the last fraction of a second of
 * counts, and no counter waits for the disk — with one client's requests all updating one row,
 * waiting for each commit's flush capped a whole server at a few hundred requests a second.
 */
const countStatement = oncePerDatabase((db) => {
  const now = sql.placeholder('now');
  const windowMs = sql.placeholder('windowMs');
  const size = sql.placeholder('size');
  const expired = sql`${rateLimits.lastRequest} + ${windowMs} <= ${now}`;
  return db
    .insert(rateLimits)
    .values({
      id: sql.placeholder('key'),
      key: sql.placeholder('key'),
      count: sql`(select ${size}::int from set_config('synchronous_commit', 'off', true))`,
      lastRequest: now,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${size}::int else ${rateLimits.count} + ${size}::int end`,
        // last_request holds the window's start, so the reset time is the same on every process.
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest })
    .prepare('kritzel_count_requests');
});

/**
 * `size` more requests against `key`'s window, in one statement: the upsert either starts a new
 * window or adds to the running one, atomically, so every process counts against the same row.
 * Returns the count after them and the window's end.
 */
async function reserve(db: Db, key: string, windowMs: number, size: number, now = Date.now()): Promise<{ count: number; windowEnd: number }> {
  const statement = countStatement(db);
  const values = { key, windowMs, now, size };
  // The table has two unique indexes (id and key, better-auth's), and ON CONFLICT settles only
  // the one it names: when two processes count a new key at once, the second can fail on the
  // other index instead of adding to the first's row. The row is committed by then, so counting
  // again adds to it. Before this, the failure let the request through uncounted (skipOnError).
  const [row] = await statement.execute(values).catch((error: unknown) => {
    if (isUniqueViolation(error)) return statement.execute(values);
    throw error;
  });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: row.count, windowEnd: row.windowStart + windowMs };
}

/** One request more against `key`'s window (see reserve). */
export async function countRequest(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Counted> {
  const { count, windowEnd } = await reserve(db, key, windowMs, 1, now);
  return { current: count, ttl: Math.max(0, windowEnd - now) };
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
 *
 * Under a large limit a process reserves several places of a client's window at once (see
 * reservationSize) and hands them to that client's next requests without a statement each: the
 * default 600 a minute costs one statement per 6 requests. Each place is handed out once across
 * all processes, so no more than the limit ever get through; places a process reserved and did
 * not use before the window ended (or before it stopped) count as used, so a client spread over
 * several processes may be refused up to (reservation − 1) requests per process early.
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
    private readonly reserved = new Map<string, Reservation>();
    private readonly reserving = new Map<string, Promise<void>>();
    private lastForget = Date.now();

    constructor(_options: unknown, scope = 'api') {
      this.scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const size = reservationSize(max);
      const counted = size === 1 ? countRequest(db, this.keyFor(key), timeWindow) : this.take(this.keyFor(key), timeWindow, size);
      counted.then(
        (result) => callback(null, result),
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

    /** The next place this process holds in the key's current window, reserving more when none is left. */
    private async take(key: string, windowMs: number, size: number): Promise<Counted> {
      this.forgetEndedWindows();
      for (;;) {
        const now = Date.now();
        const held = this.reserved.get(key);
        if (held && now < held.windowEnd && held.next <= held.last) {
          const current = held.next;
          held.next += 1;
          return { current, ttl: held.windowEnd - now };
        }
        // Requests arriving together wait for one reservation, then take its places in turn.
        let pending = this.reserving.get(key);
        if (!pending) {
          pending = reserve(db, key, windowMs, size, now)
            .then(({ count, windowEnd }) => {
              this.reserved.set(key, { next: count - size + 1, last: count, windowEnd });
            })
            .finally(() => this.reserving.delete(key));
          this.reserving.set(key, pending);
        }
        await pending;
      }
    }

    private forgetEndedWindows(): void {
      const now = Date.now();
      if (now - this.lastForget < FORGET_EVERY_MS) return;
      this.lastForget = now;
      for (const [key, held] of this.reserved) if (held.windowEnd <= now) this.reserved.delete(key);
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

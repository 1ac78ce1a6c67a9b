// Kept apart from client.ts so the error handler can use it without loading the drivers.

/** Node's socket errors and PostgreSQL's connection-class codes (08…, shutdown, too many clients). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** What pg, its pool and PGlite say when there is no connection to be had. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'PGlite is closed',
  'PGlite is closing',
];

/**
 * Whether `error` (or one of its causes: Drizzle and better-auth wrap the driver's error) means
 * the database cannot be reached, as opposed to a query that failed on a working database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 6; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    // Only the first line: Drizzle's second line lists the query's values, which are anyone's words.
    const headline = current.message.split('\n', 1)[0] ?? '';
    if (UNREACHABLE_MESSAGES.some((message) => headline.includes(message))) return true;
    // Several addresses tried at once (localhost as ::1 and 127.0.0.1) fail as one AggregateError.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

import type { ErrorBody, ErrorCode } from '../../contracts/error-codes';

/**
 * A non-OK answer from our server. `message` keeps the spec's format, "<status>: <body text>"
 * (or "<status>: <status text>" when the body is empty); decisions read the fields instead.
 * Read by hand, not with the zod schema, and kept small: the landing page loads it (decision 017).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  declare readonly status: number;
  /**
   * The server's code; null when the body was not our JSON. The identity routes pass on
   * better-auth's own codes (USER_ALREADY_EXISTS), which equal no ErrorCode constant.
   */
  declare readonly code: ErrorCode | null;
  /** A validation failure's field (dotted path) → its message; empty for every other error. */
  declare readonly fieldErrors: Readonly<Record<string, string>>;
  /** The server's words for people, or null when it sent none (an HTML proxy page, an empty body). */
  declare readonly serverMessage: string | null;

  constructor(status: number, bodyText: string, statusText = '') {
    super(`${status}: ${bodyText || statusText}`);
    let body: Partial<Record<keyof ErrorBody, unknown>> = {};
    try {
      body = Object(JSON.parse(bodyText));
    } catch {
      // Not JSON: a proxy's page or an empty body, nothing for people.
    }
    this.status = status;
    this.code = typeof body.code === 'string' ? (body.code as ErrorCode) : null;
    this.serverMessage = typeof body.message === 'string' && body.message.trim() ? body.message : null;
    // The contract's record of strings; Object() turns "absent" into an empty one.
    this.fieldErrors = Object(body.fields) as Record<string, string>;
  }
}

/** Throws the response's ApiError unless it is OK. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

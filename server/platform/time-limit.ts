import pTimeout from 'p-timeout';

/** Raised when work did not finish within its time limit. */
export class TimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`Did not finish within ${limitMs} ms`);
    this.name = 'TimeLimitError';
  }
}

/**
 * Bounds a slow call (an AI provider that hangs, a database that does not answer) so a request
 * or job always ends, with p-timeout. The call itself is not cancelled; its late result is
 * ignored. `error` replaces the TimeLimitError when the caller has its own (a retryable AI error).
 */
export function withTimeLimit<T>(work: Promise<T>, limitMs: number, error: Error = new TimeLimitError(limitMs)): Promise<T> {
  return pTimeout(work, { milliseconds: limitMs, message: error });
}

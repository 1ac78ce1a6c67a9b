/** Raised when work did not finish within its time limit. */
export class TimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`Did not finish within ${limitMs} ms`);
    this.name = 'TimeLimitError';
  }
}

/**
 * Bounds a slow call (an AI provider that hangs) so a request or job always ends. The call
 * itself is not cancelled; its late result is ignored.
 */
export async function withTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(limitMs)), limitMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

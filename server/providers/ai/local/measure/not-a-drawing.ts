/**
 * The analyser's refusal of a photo that shows no drawing (see drawing-check.ts). It crosses
 * the worker boundary as a message with a code, and measure-pool.ts turns it back into this
 * class, so callers can tell it from a failure: the HTTP layer answers 422, the weekly
 * evaluation leaves the photo out.
 */
/** What drawing-check.ts saw instead of a drawing. */
export type NotADrawingReason = 'blank' | 'photo' | 'screenshot';

export const NOT_A_DRAWING = 'NOT_A_DRAWING';

export class NotADrawingError extends Error {
  readonly code = NOT_A_DRAWING;
  readonly reason: NotADrawingReason;

  constructor(reason: NotADrawingReason, options?: { cause?: unknown }) {
    super(`not a drawing (${reason})`, options);
    this.name = 'NotADrawingError';
    this.reason = reason;
  }
}

/**
 * The refusal behind an error, also when an adapter wrapped it (the AI adapter keeps the
 * local analyser's error as `cause`).
 */
export function findNotADrawing(error: unknown): NotADrawingError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof NotADrawingError) return current;
  }
  return undefined;
}

import { AppError } from '../../platform/errors.ts';
import { TimeLimitError } from '../../platform/time-limit.ts';
import { AiTaskError } from '../../providers/ai/create-analyser.ts';
import { messageKey, type MessageKey } from '../../../contracts/i18n/keys.ts';

/** A helper runs while the parent waits: a generous limit, but never an endless spinner. */
export const AI_HELPER_TIME_LIMIT_MS = 90_000;

const TOO_SLOW = messageKey('errors.aiHelper.tooSlow');

/**
 * Any failure of the analyser becomes a 503 with a message a parent can read: the provider's
 * own parent-safe text, or the screen's failure text (spec 000 §8).
 */
export function helperFailure(error: unknown, fallback: MessageKey): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof AiTaskError ? error.message : error instanceof TimeLimitError ? TOO_SLOW : fallback;
  return new AppError('UNAVAILABLE', message, { cause: error });
}

import { APIConnectionError, APIError } from 'openai';
import type { Logger } from 'pino';

/**
 * A failed AI task. `message` is safe to show a parent (callers write `{ error: message,
 * retryable }` into the feedback row); the technical detail goes to the log and `cause`.
 * `retryable` says whether the same request may succeed later (the queue or the parent
 * retries); `false` means an operator has to fix something (key, model name) first.
 */
export class AiTaskError extends Error {
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'AiTaskError';
    this.retryable = options.retryable;
  }
}

export const MESSAGES = {
  unreadable: 'The AI service gave an answer we could not read. Please retry.',
  unavailable: 'The AI service is not answering right now. Please retry in a few minutes.',
  busy: 'The AI service is busy right now. Please retry in a few minutes.',
  misconfigured: 'The AI service is not set up correctly. We have logged it for our team; please try again later.',
  refused: 'The AI service could not look at this drawing. Please try another photo.',
  failed: 'Something went wrong while analysing. Please try again later.',
} as const;

export type AiCallContext = { task: string; prompt: string; provider: string; model: string };

/**
 * Turns whatever the SDK (or our own code) threw into an AiTaskError and logs it once, with
 * the detail an operator needs. Transient failures (timeouts, network, 429, 5xx) are
 * retryable; a rejected key, unknown model or unsupported request is not — retrying those
 * only burns the queue's attempts, so the log line says what to fix instead.
 */
export function toAiTaskError(error: unknown, logger: Logger, ctx: AiCallContext): AiTaskError {
  if (error instanceof AiTaskError) return error;
  // APIConnectionTimeoutError extends APIConnectionError: both are "no answer".
  if (error instanceof APIConnectionError) {
    logger.warn({ ...ctx, err: error }, 'AI provider did not answer (timeout or network error)');
    return new AiTaskError(MESSAGES.unavailable, { retryable: true, cause: error });
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 429) {
      logger.warn({ ...ctx, status }, 'AI provider rate limit reached');
      return new AiTaskError(MESSAGES.busy, { retryable: true, cause: error });
    }
    if (status >= 500) {
      logger.warn({ ...ctx, status, err: error }, 'AI provider failed with a server error');
      return new AiTaskError(MESSAGES.unavailable, { retryable: true, cause: error });
    }
    const hint =
      status === 401 || status === 403
        ? `the ${ctx.provider} API key was rejected: check ${ctx.provider === 'openrouter' ? 'OPENROUTER_API_KEY' : 'OPENAI_API_KEY'}`
        : `the request was refused (is the model "${ctx.model}" available on ${ctx.provider}, and does it support images and JSON-schema output?)`;
    logger.error({ ...ctx, status, providerMessage: error.message }, `AI task "${ctx.task}" failed: ${hint}`);
    return new AiTaskError(MESSAGES.misconfigured, { retryable: false, cause: error });
  }
  // Our own bug or an undecodable input: the same request would fail the same way.
  logger.error({ ...ctx, err: error }, `AI task "${ctx.task}" failed unexpectedly`);
  return new AiTaskError(MESSAGES.failed, { retryable: false, cause: error });
}

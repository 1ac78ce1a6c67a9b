/**
 * How long the job queue can take over one evaluation (a week's submission or a checkpoint).
 * The server's job definitions are built from these numbers and the results page tells the
 * parent what to expect from the same numbers, so the page never promises what the queue
 * does not do.
 */

/** One attempt gives up on a hung analyser after this, so it always ends well inside the job's expiry. */
export const EVALUATION_ATTEMPT_SECONDS = 240;

/** Attempts after the first, for a failure that trying again can help. */
export const EVALUATION_RETRIES = 2;

/**
 * The longest the queue takes to start the next attempt once one has ended or its worker died:
 * a missed heartbeat, the next supervisor pass, the capped back-off and a poll
 * (server/jobs/queue.ts checks its settings against this).
 */
export const EVALUATION_HAND_ON_SECONDS = 60;

/** By now the first attempt has ended, or its worker has been declared dead: 5 minutes, the spec's give-up time. */
export const EVALUATION_FIRST_ATTEMPT_MS = (EVALUATION_ATTEMPT_SECONDS + EVALUATION_HAND_ON_SECONDS) * 1000;

/** By now every attempt has ended: the feedback is there, or the evaluation failed and may be retried. */
export const EVALUATION_SETTLED_MS = (EVALUATION_RETRIES + 1) * EVALUATION_FIRST_ATTEMPT_MS;

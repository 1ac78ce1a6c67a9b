import type { Config } from '../config.ts';
import type { WorkOptions } from './queue.ts';

/** pg-boss's shortest idle poll: a parent waiting on the results page sees the evaluation start sooner. */
export const EVALUATION_POLLING_SECONDS = 0.5;

/**
 * Evaluations (weekly and checkpoint) run side by side, as many per worker process as it has
 * cores unless EVALUATION_CONCURRENCY says otherwise: one at a time, 263 submissions took four
 * minutes to drain. The local analyser's measuring pool still bounds its CPU work; an external
 * AI provider mostly waits on the network.
 */
export function evaluationWork(config: Pick<Config, 'evaluationConcurrency'>): WorkOptions {
  return { concurrency: config.evaluationConcurrency, pollingIntervalSeconds: EVALUATION_POLLING_SECONDS };
}

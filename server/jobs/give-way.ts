import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The most of the time a sweep works while it runs. The sweeps share the cores and PostgreSQL
 * with the page requests; a sweep that worked flat out slowed the page reads beside it by half
 * and more at their slowest (ADR 032). Resting as long as each batch took halves what a sweep
 * takes from the requests at any moment, and the sweeps still end within a minute.
 */
export const SWEEP_SHARE = 1 / 2;

/** A batch this short is not worth a rest: it took less than a page request does. */
const RESTLESS_MS = 2;

export type Clock = { now(): number; sleep(ms: number): Promise<unknown> };
const realClock: Clock = { now: () => performance.now(), sleep };

/**
 * A sweep's pause between batches: `await giveWay()` after each batch rests so that the work
 * since the last rest is `share` of the time. One per run: it times its own batches.
 */
export function pacer(share = SWEEP_SHARE, clock: Clock = realClock): () => Promise<void> {
  let since = clock.now();
  return async () => {
    const busy = clock.now() - since;
    if (busy >= RESTLESS_MS) await clock.sleep(Math.round((busy * (1 - share)) / share));
    since = clock.now();
  };
}

import { errorMessage, errorStatus } from '@/lib/api';

/**
 * What to tell the parent when a generate call fails: when the helpers are rate-limited the
 * server's own words say how long to wait (spec 000 §8 pattern); anything else gets the
 * spec's fixed text.
 */
export function aiHelperError(error: unknown, fallback: string): string {
  return errorStatus(error) === 429 ? errorMessage(error, fallback) : fallback;
}

import { errorStatus } from '@/lib/api';

/** A 404, or a 400 for an id that is not even an id: either way there is no such order for this parent. */
export function isMissing(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

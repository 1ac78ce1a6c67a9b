import { notFound } from '../../platform/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids arrive in admin URLs. One that is not a uuid cannot name anything, so it is answered
 * like an unknown id (404) instead of reaching PostgreSQL as a cast error.
 */
export function requireUuid(id: string, message: string): string {
  if (!UUID.test(id)) throw notFound(message);
  return id;
}

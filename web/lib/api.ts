import type { ErrorCode } from '../../contracts/error-codes';
import { ApiError, throwIfNotOk } from './api-error';

// The landing page loads this module (the auth feature's e-mail notice calls the API): the typed
// calls live in ./api-client, which loads only with the pages that use them (decision 017).
export { ApiError, throwIfNotOk } from './api-error';
export { getQueryFn, readResponse, type ResponseSchema, type UnauthorizedBehavior } from './query-fn';

/** Every call sends the session cookie; only calls with a body declare JSON. A non-OK answer throws ApiError. */
export async function apiRequest(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(res);
  return res;
}

/** The HTTP status of a failed API call; null for anything else (a network failure). */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * What to tell the parent about a failed call: the server's own message when it sent one,
 * otherwise the caller's words (an HTML proxy page, a network failure).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/**
 * A lost session: 401 UNAUTHORIZED. Only a sign-in answers 401 for another reason (wrong
 * password), and no caller asks this of a sign-in.
 */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === ('UNAUTHORIZED' satisfies ErrorCode);
}

import type { QueryFunction } from '@tanstack/react-query';

/**
 * The spec's error format: a non-OK response becomes an Error whose message is
 * "<status>: <body text>", or "<status>: <status text>" when the body is empty.
 */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text();
  throw new Error(`${res.status}: ${bodyText || res.statusText}`);
}

/** Every call sends the session cookie; only calls with a body declare JSON. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read: the query key's segments joined with "/" are the URL.
 * `returnNull` turns a 401 into "no data", which is how the user fetch says "signed out".
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The spec's test for a lost session: "401: …Unauthorized…". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The HTTP status an apiRequest/getQueryFn error carries, if any. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * What to tell the parent about a failed call. The API answers every error with
 * `{ code, message }` where `message` is written for people; anything else (an HTML
 * proxy page, a network failure) falls back to the caller's own words.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: not a message meant for people.
  }
  return fallback;
}

// @vitest-environment jsdom
import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage, errorStatus, getQueryFn, isUnauthorizedError } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the cookie and declares JSON only when there is a body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/plans/create', { childName: 'Mia' });
    await apiRequest('DELETE', '/api/plans/7');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/plans/create');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"childName":"Mia"}' });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'DELETE', credentials: 'include', headers: {} });
    expect(fetchMock.mock.calls[1]![1]?.body).toBeUndefined();
  });

  it('turns a non-OK response into "<status>: <body>"', async () => {
    stubFetch(new Response('{"code":"NOT_FOUND","message":"Plan not found"}', { status: 404 }));
    await expect(apiRequest('GET', '/api/plans/1')).rejects.toThrow(
      new Error('404: {"code":"NOT_FOUND","message":"Plan not found"}'),
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/plans')).rejects.toThrow(new Error('503: Service Unavailable'));
  });
});

describe('getQueryFn', () => {
  it('joins the query key with "/" and GETs it with the cookie', async () => {
    const fetchMock = stubFetch(Response.json({ plan: { id: '7' } }));
    const data = await getQueryFn({ on401: 'throw' })(context(['/api/plans', '7', 'submissions']));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/plans/7/submissions');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(data).toEqual({ plan: { id: '7' } });
  });

  it('returns null on 401 when asked to', async () => {
    stubFetch(Response.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws the spec error on 401 otherwise', async () => {
    stubFetch(Response.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 }));
    const error: unknown = await Promise.resolve()
      .then(() => getQueryFn({ on401: 'throw' })(context(['/api/plans'])))
      .catch((e: unknown) => e);
    expect(error).toEqual(new Error('401: {"code":"UNAUTHORIZED","message":"Unauthorized"}'));
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('error helpers', () => {
  const unauthorized = new Error('401: {"code":"UNAUTHORIZED","message":"Unauthorized"}');

  it('recognises a lost session only by "401: …Unauthorized"', () => {
    expect(isUnauthorizedError(unauthorized)).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid email or password"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });

  it('reads the status and the server message for people', () => {
    expect(errorStatus(new Error('429: {"message":"Slow down"}'))).toBe(429);
    expect(errorStatus(new Error('Failed to fetch'))).toBeNull();
    expect(errorMessage(unauthorized, 'fallback')).toBe('Unauthorized');
    expect(errorMessage(new Error('502: <html>Bad gateway</html>'), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(new Error('400: {"code":"X"}'), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(null, 'Please try again.')).toBe('Please try again.');
  });
});

// @vitest-environment jsdom
import type { QueryFunctionContext } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answer, answerError, answerNetworkError, answerRaw, mockApi } from '../../test/api-mock';
import { ApiError, apiRequest, errorMessage, errorStatus, getQueryFn, isUnauthorizedError } from './api';
import { api, queryFnFor } from './api-client';
import { uploadForm } from './upload-form';

/**
 * The client itself is under test here, so some answers are ones no contract allows (an empty
 * body with a status text, another server's HTML, JSON that breaks the schema): those go through
 * msw's own handlers.
 */
const server = mockApi();

/** Keeps each request as the server received it, headers and all, and answers `{}`. */
function keepRequests() {
  const received: Request[] = [];
  server.use(
    http.all('/api/*', ({ request }) => {
      received.push(request.clone());
      return HttpResponse.json({});
    }),
  );
  return received;
}

/**
 * What the app asked fetch for: the request options that never reach the wire in Node (the
 * cookie option). The requests still go on to the mock server, which answers them.
 */
const watchFetch = () => vi.spyOn(globalThis, 'fetch');

afterEach(() => {
  vi.restoreAllMocks();
});

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
}

describe('apiRequest', () => {
  it('sends the cookie and declares JSON only when there is a body', async () => {
    const received = keepRequests();
    const fetchSpy = watchFetch();
    await apiRequest('POST', '/api/plans/create', { childName: 'Mia' });
    await apiRequest('DELETE', '/api/plans/7');

    expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual(['include', 'include']);
    const [created, deleted] = received;
    expect(new URL(created!.url).pathname).toBe('/api/plans/create');
    expect(created!.method).toBe('POST');
    expect(await created!.text()).toBe('{"childName":"Mia"}');
    expect(created!.headers.get('content-type')).toBe('application/json');
    expect(deleted!.method).toBe('DELETE');
    expect(deleted!.headers.get('content-type')).toBeNull();
    expect(await deleted!.text()).toBe('');
  });

  it('turns a non-OK response into an ApiError whose message is "<status>: <body>"', async () => {
    server.use(answerError('get', '/api/plans/1', 404, { code: 'NOT_FOUND', message: 'Plan not found' }));
    const error = await apiRequest('GET', '/api/plans/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '404: {"code":"NOT_FOUND","message":"Plan not found"}',
      status: 404,
      code: 'NOT_FOUND',
      serverMessage: 'Plan not found',
      fieldErrors: {},
    });
  });

  it('carries the fields a validation failure names', async () => {
    const body = { code: 'VALIDATION_FAILED', message: 'Please enter a city', fields: { 'shippingAddress.city': 'Please enter a city', name: 'Too long' } };
    server.use(answerError('post', '/api/product-checkout', 400, { ...body, code: 'VALIDATION_FAILED' }));
    const error = await apiRequest('POST', '/api/product-checkout', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fieldErrors: body.fields, message: `400: ${JSON.stringify(body)}` });
  });

  it('falls back to the status text when the body is empty', async () => {
    server.use(http.get('/api/plans', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    await expect(apiRequest('GET', '/api/plans')).rejects.toThrow('503: Service Unavailable');
    await expect(apiRequest('GET', '/api/plans')).rejects.toMatchObject({ status: 503, code: null, serverMessage: null, fieldErrors: {} });
  });

  it('has no code or server message when the body is not our JSON', async () => {
    server.use(answerRaw('get', '/api/plans', 502, '<html>Bad gateway</html>'));
    await expect(apiRequest('GET', '/api/plans')).rejects.toMatchObject({
      message: '502: <html>Bad gateway</html>',
      status: 502,
      code: null,
      serverMessage: null,
    });
    server.use(http.get('/api/plans', () => HttpResponse.json(['not', 'ours'], { status: 400 })));
    await expect(apiRequest('GET', '/api/plans')).rejects.toMatchObject({ status: 400, code: null, serverMessage: null, fieldErrors: {} });
  });

  it('lets a network failure through as it is: it has no status', async () => {
    server.use(answerNetworkError('get', '/api/plans'));
    const error = await apiRequest('GET', '/api/plans').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(errorStatus(error)).toBeNull();
    expect(errorMessage(error, 'Please try again.')).toBe('Please try again.');
  });
});

describe('api', () => {
  const Created = z.object({ planId: z.string() });

  it('answers the body as the schema reads it', async () => {
    server.use(answer.post('/api/plans/create', Created, { planId: '7' }));
    const created: z.infer<typeof Created> = await api.post('/api/plans/create', { childName: 'Mia' }, Created);
    expect(created).toEqual({ planId: '7' });
    expect(server.requests('POST', '/api/plans/create')[0]?.body).toEqual({ childName: 'Mia' });
  });

  it('rejects an answer that breaks its contract (development and tests only)', async () => {
    server.use(http.get('/api/plans/7', () => HttpResponse.json({ planId: 7 })));
    await expect(api.get('/api/plans/7', Created)).rejects.toThrow(z.ZodError);
  });

  it('throws ApiError like apiRequest', async () => {
    server.use(answerError('delete', '/api/plans/7', 409, { code: 'CONFLICT', message: 'Taken' }));
    await expect(api.delete('/api/plans/7', undefined, Created)).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});

describe('uploadForm', () => {
  it('throws ApiError for a non-OK answer', async () => {
    server.use(answerError('post', '/api/drawings/analyze', 413, { code: 'PAYLOAD_TOO_LARGE', message: 'Please select an image under 10MB' }));
    const error = await uploadForm('/api/drawings/analyze', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', serverMessage: 'Please select an image under 10MB' });
  });
});

describe('getQueryFn', () => {
  it('joins the query key with "/" and GETs it with the cookie', async () => {
    server.use(http.get('/api/plans/7/submissions', () => HttpResponse.json({ plan: { id: '7' } })));
    const fetchSpy = watchFetch();
    const data = await getQueryFn({ on401: 'throw' })(context(['/api/plans', '7', 'submissions']));
    expect(server.requests('GET', '/api/plans/7/submissions')).toHaveLength(1);
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(data).toEqual({ plan: { id: '7' } });
  });

  it('checks the answer against the schema it is given', async () => {
    server.use(http.get('/api/plans/7', () => HttpResponse.json({ plan: null })));
    const Plan = z.object({ plan: z.object({ id: z.string() }) });
    await expect(queryFnFor(Plan)(context(['/api/plans', '7']))).rejects.toThrow(z.ZodError);
  });

  it('returns null on 401 when asked to', async () => {
    server.use(answerError('get', '/api/auth/user', 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws the spec error on 401 otherwise', async () => {
    server.use(answerError('get', '/api/plans', 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }));
    const error: unknown = await Promise.resolve()
      .then(() => getQueryFn({ on401: 'throw' })(context(['/api/plans'])))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '401: {"code":"UNAUTHORIZED","message":"Unauthorized"}', status: 401, code: 'UNAUTHORIZED' });
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('error helpers', () => {
  const unauthorized = new ApiError(401, '{"code":"UNAUTHORIZED","message":"Unauthorized"}');

  it('recognises a lost session by 401 UNAUTHORIZED, never by the text', () => {
    expect(isUnauthorizedError(unauthorized)).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Invalid email or password"}'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, '{"code":"UNAUTHORIZED","message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"code":"UNAUTHORIZED","message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });

  it('reads the status and the server message for people', () => {
    expect(errorStatus(new ApiError(429, '{"message":"Slow down"}'))).toBe(429);
    expect(errorStatus(new Error('429: {"message":"Slow down"}'))).toBeNull();
    expect(errorStatus(new Error('Failed to fetch'))).toBeNull();
    expect(errorMessage(unauthorized, 'fallback')).toBe('Unauthorized');
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>'), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(new ApiError(400, '{"code":"X"}'), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(new ApiError(400, '{"code":"BAD_REQUEST","message":"  "}'), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(null, 'Please try again.')).toBe('Please try again.');
  });
});

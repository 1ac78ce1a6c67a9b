/**
 * The server, as the web app's tests see it: request handlers (msw) whose answers are checked
 * against the contracts' zod schemas, so a changed contract breaks the tests that rely on it.
 * Requests are recorded for assertions; a request no handler answers fails the test.
 *
 *   const server = mockApi();
 *   server.use(answer.post('/api/contact', ContactResponse, { message: 'Message sent' }));
 *   …
 *   expect(server.requests('POST', '/api/contact')[0]?.body).toMatchObject({ name: 'Ada' });
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';
import type { ErrorBody } from '../contracts/error-codes';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/**
 * A request the app sent: method, path with query, its JSON body (undefined for none or not JSON)
 * and, for an upload, its multipart form.
 */
export type SentRequest = { method: string; path: string; url: URL; body: unknown; form?: FormData };
/** What a handler answers: a body, or a function of the request (its JSON body and URL). */
type Reply<T> = T | ((request: { body: unknown; url: URL; params: Record<string, string | readonly string[] | undefined> }) => T | Promise<T>);

async function multipartForm(request: Request): Promise<FormData | undefined> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
  return request.clone().formData();
}

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function contractHandler<S extends z.ZodType>(method: Method, path: string, schema: S, reply: Reply<z.input<S>>, status = 200): HttpHandler {
  return http[method](path, async ({ request, params }) => {
    const body = reply instanceof Function ? await reply({ body: await jsonBody(request), url: new URL(request.url), params }) : reply;
    // Encoded as the server would send it: the schema's output, so dates and defaults come out right.
    return HttpResponse.json(schema.parse(body) as JsonBodyType, { status });
  });
}

/** Answers that follow a contract's response schema (checked on every answer). */
export const answer = {
  get: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, status?: number) => contractHandler('get', path, schema, reply, status),
  post: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, status?: number) => contractHandler('post', path, schema, reply, status),
  put: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, status?: number) => contractHandler('put', path, schema, reply, status),
  patch: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, status?: number) => contractHandler('patch', path, schema, reply, status),
  delete: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, status?: number) => contractHandler('delete', path, schema, reply, status),
};

/** The server's error answer, in the one shape every error has: `{ code, message, fields? }`. */
export function answerError(method: Method, path: string, status: number, error: ErrorBody): HttpHandler {
  return http[method](path, () => HttpResponse.json(error, { status }));
}

/** A response that is not ours (a proxy's HTML page, an empty body). */
export function answerRaw(method: Method, path: string, status: number, text = ''): HttpHandler {
  return http[method](path, () => new HttpResponse(text, { status, headers: { 'content-type': 'text/html' } }));
}

/** No answer at all: the network failed. */
export function answerNetworkError(method: Method, path: string): HttpHandler {
  return http[method](path, () => HttpResponse.error());
}

/**
 * One request after another, each answered by the next handler (a place in line, then the
 * result); a request after the last fails the test.
 */
export function answerInTurn(method: Method, path: string, ...turns: HttpHandler[]): HttpHandler {
  let next = 0;
  return http[method](path, async ({ request, requestId }) => {
    const turn = turns[next++];
    if (!turn) throw new Error(`${method.toUpperCase()} ${path} was asked once more than the test expects`);
    return (await turn.run({ request, requestId }))?.response;
  });
}

export type ApiMock = {
  /** Adds handlers for this test (they go before the file's own; reset after each test). */
  use(...handlers: HttpHandler[]): void;
  /** The requests sent so far in this test, optionally only those of one method and path (without query). */
  requests(method?: string, path?: string): SentRequest[];
};

/**
 * Starts the mock server for one test file (call at the top level). The app's relative URLs
 * resolve against jsdom's location. Handlers given here stay for the whole file.
 */
export function mockApi(...fileHandlers: HttpHandler[]): ApiMock {
  const server = setupServer(...fileHandlers);
  let sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const record: SentRequest = { method: request.method, path: url.pathname + url.search, url, body: undefined };
    sent.push(record);
    // Read beside the handler; filled in before any answer reaches the app.
    void jsonBody(request).then((body) => (record.body = body));
    void multipartForm(request).then((form) => (record.form = form));
  });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sent = [];
  });
  afterAll(() => server.close());
  return {
    use: (...handlers) => server.use(...handlers),
    requests: (method, path) => sent.filter((r) => (!method || r.method === method) && (!path || r.url.pathname === path)),
  };
}

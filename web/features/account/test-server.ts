import { vi } from 'vitest';
import type { AccountResponse, DataExport } from '../../../contracts/account';

/** A parent with a password, consent on record, and a server that has an external AI provider. */
export function accountFixture(overrides: Partial<AccountResponse> = {}): AccountResponse {
  return {
    id: 'u1',
    email: 'anna@example.com',
    name: 'Anna Berg',
    firstName: 'Anna',
    lastName: 'Berg',
    createdAt: '2025-03-02T10:00:00.000Z',
    hasPassword: true,
    parentalConsent: { granted: true, at: '2025-03-02T10:00:00.000Z', policyVersion: '2025-08-14' },
    aiProviderOptIn: null,
    externalAiConfigured: true,
    ...overrides,
  };
}

export function exportFixture(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: 'e1',
    status: 'pending',
    createdAt: '2025-09-01T08:00:00.000Z',
    expiresAt: '2025-09-02T08:00:00.000Z',
    byteSize: null,
    downloadUrl: null,
    ...overrides,
  };
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/**
 * The server as the account screens see it: "METHOD /path" → answer. Unlisted calls get 404,
 * which the page must survive (orders, for example, simply stay hidden).
 */
export function stubServer(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string, url: string) => fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  const bodyOf = (method: string, url: string) => {
    const call = calls(method, url).at(-1);
    return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
  };
  return { fetchMock, calls, bodyOf };
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });

import type { QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';
import { throwIfNotOk } from './api-error';
import { fetchQueryKey, readResponse, type ResponseSchema } from './query-fn';

const send =
  (method: string) =>
  async <T = unknown>(url: string, body?: unknown, schema?: ResponseSchema<T>): Promise<T> =>
    readResponse(await apiRequest(method, url, body), schema);

/** Typed calls: the answer's type is the schema's (z.infer), checked against it in development and tests. */
export const api = {
  get: async <T = unknown>(url: string, schema?: ResponseSchema<T>, signal?: AbortSignal): Promise<T> =>
    readResponse(await apiRequest('GET', url, undefined, signal), schema),
  post: send('POST'),
  put: send('PUT'),
  patch: send('PATCH'),
  delete: send('DELETE'),
};

/** A query's read checked against its contract: `useQuery({ queryKey, queryFn: queryFnFor(Schema) })`. */
export function queryFnFor<T>(schema: ResponseSchema<T>): QueryFunction<T> {
  return async (context) => {
    const res = await fetchQueryKey(context);
    await throwIfNotOk(res);
    return readResponse(res, schema);
  };
}

import type { QueryFunction, QueryFunctionContext } from '@tanstack/react-query';
import { throwIfNotOk } from './api-error';

/**
 * What a response is read with: a contract's zod schema, typed structurally so the start-up code
 * never loads zod itself (docs/decisions/017-page-start-up.md).
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * The body of an OK response as the contract's type. Development and tests check it against the
 * schema, so a server that drifts from its contract fails loudly; production builds drop the check.
 * Without a schema the caller names the type (zod-free pages import contract types with `import type`).
 */
export async function readResponse<T>(res: Response, schema?: ResponseSchema<T>): Promise<T> {
  const data: unknown = await res.json();
  if ((import.meta.env.DEV || import.meta.env.MODE === 'test') && schema) return schema.parse(data);
  return data as T;
}

/** The default read: the query key's segments joined with "/" are the URL. */
export const fetchQueryKey = ({ queryKey, signal }: QueryFunctionContext) => fetch(queryKey.join('/'), { credentials: 'include', signal });

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** `returnNull` turns a 401 into "no data", which is how the user fetch says "signed out". */
export function getQueryFn<T>({ on401, schema }: { on401: UnauthorizedBehavior; schema?: ResponseSchema<T> }): QueryFunction<T | null> {
  return async (context) => {
    const res = await fetchQueryKey(context);
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return readResponse(res, schema);
  };
}

import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './query-fn';

/**
 * The spec's fetch defaults: no retries, no refetch on focus or interval, data never goes
 * stale. Screens that need fresh data invalidate their query after a change, or poll
 * explicitly (submission evaluation does, every 5 s).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage } from '../../../../contracts/admin-pages';
import { api } from '@/lib/api-client';
import type { ResponseSchema } from '@/lib/query-fn';
import { pageUrl } from '../lib/page-url';

/**
 * A short list shown inside an item (a prompt's versions, an item's change history): its first
 * page, and "Show older" reads the next one below it. The query key is the list's address, so
 * invalidating that address re-reads it from the start.
 */
export function useAdminInfiniteList<T>(url: string, schema: ResponseSchema<AdminPage<T>>, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [url],
    queryFn: ({ pageParam, signal }) => api.get(pageParam ? pageUrl(url, { cursor: pageParam }) : url, schema, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items), total: query.data?.pages[0]?.total };
}

import type { AdminPage } from '../../../../contracts/admin-pages';

/** For tests: a whole list as the server answers it when it fits on one page. */
export const onePage = <T>(items: T[], nextCursor: string | null = null): AdminPage<T> => ({
  items,
  nextCursor,
  total: { count: items.length, kind: 'exact' },
});

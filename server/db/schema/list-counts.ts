import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many rows an administrator's list holds per status (issue 36): the support messages and the
 * keepsake orders per status, the accounts per role — lists that grow without end. Only the
 * triggers of migrations 0029 and 0032 write it, in the same statement as the rows, so a list's
 * exact count is one read however long the list grows.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    /** The counted table's name. */
    list: text('list').notNull(),
    /** The row's status; an account's role. */
    status: text('status').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.status] })],
);

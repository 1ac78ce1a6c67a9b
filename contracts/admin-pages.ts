import { z } from 'zod';

/**
 * Every administrator list comes in pages (issue 36): newest first, on the stable order
 * (created at, id), each page naming where the next one starts. A list of 100,000 accounts
 * then costs what a list of fifty does.
 */

/** The spec's "up to 50" recent users, and the page size of every other admin list. */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;
/**
 * Lists are counted exactly up to this many rows; past it an unfiltered list says "about" the
 * planner's estimate and a filtered one "more than" this, so a count never reads a whole table.
 * The support messages and the orders are counted exactly at any size: the database keeps their
 * counts per status as rows are written (list_counts).
 */
export const ADMIN_COUNT_CAP = 10_000;

export const PAGE_LINK_OUTDATED = 'This page link is out of date. Please go back to the first page.';

/** A page's start: the creation time (to the microsecond, as stored) and id of the row before it. */
const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)~([A-Za-z0-9_-]{1,64})$/;

export type PageCursor = { createdAt: string; id: string };

export function encodeCursor(cursor: PageCursor): string {
  return `${cursor.createdAt}~${cursor.id}`;
}

export function decodeCursor(text: string): PageCursor | null {
  const match = CURSOR.exec(text);
  return match?.[1] && match[2] ? { createdAt: match[1], id: match[2] } : null;
}

export const AdminPageQuery = z.object({
  cursor: z
    .string()
    .max(120)
    .refine((text) => decodeCursor(text) !== null, PAGE_LINK_OUTDATED)
    .optional(),
  limit: z.coerce
    .number({ error: `Please ask for 1 to ${ADMIN_PAGE_SIZE_MAX} items` })
    .int(`Please ask for 1 to ${ADMIN_PAGE_SIZE_MAX} items`)
    .min(1, `Please ask for 1 to ${ADMIN_PAGE_SIZE_MAX} items`)
    .max(ADMIN_PAGE_SIZE_MAX, `Please ask for 1 to ${ADMIN_PAGE_SIZE_MAX} items`)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuery>;

/** How many the whole list holds: counted, estimated by the database, or past the counting cap. */
export const ListTotal = z.object({ count: z.number().int().min(0), kind: z.enum(['exact', 'about', 'moreThan']) });
export type ListTotal = z.infer<typeof ListTotal>;

export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Where the next page starts; null on the last page. */
    nextCursor: z.string().nullable(),
    total: ListTotal,
  });
export type AdminPage<T> = { items: T[]; nextCursor: string | null; total: ListTotal };

/** "1 user", "1,234 users", "about 100,000 users", "more than 10,000 users". */
export function describeTotal(total: ListTotal, noun: { one: string; many: string }): string {
  const word = total.count === 1 && total.kind === 'exact' ? noun.one : noun.many;
  const number = total.count.toLocaleString('en-US');
  if (total.kind === 'about') return `about ${number} ${word}`;
  if (total.kind === 'moreThan') return `more than ${number} ${word}`;
  return `${number} ${word}`;
}

import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_COUNT_CAP, PAGE_LINK_OUTDATED, decodeCursor, encodeCursor, type AdminPage, type ListTotal } from '../../../contracts/admin-pages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listCounts } from '../../db/schema/index.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { AppError } from '../../platform/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The two columns every admin list is ordered by, newest first; the id breaks ties. */
export type PageKey = { createdAt: PgColumn; id: PgColumn; idIsUuid: boolean };

/**
 * The creation time as the database stores it (microseconds, UTC). A JavaScript Date keeps
 * milliseconds only, so a cursor made from one would skip or repeat rows created in the same
 * millisecond.
 */
export const cursorTime = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows after the cursor in the order (created at desc, id desc): one row comparison, which an
 * index on (…, created_at, id) answers by reading only the page's rows.
 */
export function afterCursor(key: PageKey, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const at = decodeCursor(cursor);
  // The query schema checked the shape; an id that is no uuid for a uuid table would be a cast error (500).
  if (!at || (key.idIsUuid && !UUID.test(at.id))) throw new AppError(ErrorCode.badRequest, PAGE_LINK_OUTDATED);
  const id = key.idIsUuid ? sql`${at.id}::uuid` : sql`${at.id}`;
  return sql`(${key.createdAt}, ${key.id}) < (${at.createdAt}::timestamptz, ${id})`;
}

export const newestFirst = (key: PageKey) => [sql`${key.createdAt} desc`, sql`${key.id} desc`];

/**
 * A page from its rows, read with `limit + 1` (the extra row only says there is a next page),
 * and the list's count, read at the same time.
 */
export async function readPage<R extends { cursorAt: string }, T>(
  reads: { rows: PromiseLike<R[]>; total: PromiseLike<ListTotal> },
  limit: number,
  idOf: (row: R) => string,
  toItem: (row: R) => T,
): Promise<AdminPage<T>> {
  const [rows, total] = await Promise.all([reads.rows, reads.total]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: idOf(last) }) : null,
    total,
  };
}

/**
 * How many rows match, counted up to the cap. Past it: the planner's estimate of the whole
 * table when the list is not filtered ("about"), else "more than" the cap.
 */
export async function countUpTo(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(ADMIN_COUNT_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const n = counted?.n ?? 0;
  if (n <= ADMIN_COUNT_CAP) return { count: n, kind: 'exact' };
  if (!where) {
    // reltuples is -1 until the table was first analysed; then the cap is all we can say.
    const [estimate] = await db
      .select({ n: sql<number>`reltuples`.mapWith(Number) })
      .from(sql`pg_class`)
      .where(sql`oid = ${getTableName(table)}::regclass`);
    if ((estimate?.n ?? 0) > ADMIN_COUNT_CAP) return { count: roughly(estimate?.n ?? 0), kind: 'about' };
  }
  return { count: ADMIN_COUNT_CAP, kind: 'moreThan' };
}

/**
 * The exact count of a list whose rows the database counts as they are written (list_counts,
 * migration 0029): one read of a few rows, however many the list holds.
 */
export async function keptCount(db: DbOrTx, table: PgTable, status: string | undefined): Promise<ListTotal> {
  const [kept] = await db
    .select({ n: sql<number>`coalesce(sum(${listCounts.total}), 0)`.mapWith(Number) })
    .from(listCounts)
    .where(and(eq(listCounts.list, getTableName(table)), status ? eq(listCounts.status, status) : undefined));
  return { count: kept?.n ?? 0, kind: 'exact' };
}

/** Two significant figures: an estimate shown to the unit would claim a precision it lacks. */
function roughly(n: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

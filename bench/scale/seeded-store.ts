import { and, asc, gt, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/client.ts';
import { dataExports, files, uploadTickets } from '../../server/db/schema/index.ts';
import type { FileStorage } from '../../server/providers/storage/file-storage.ts';

/** Every column that names a stored key, with its table: each has an index in key order but the two small tables'. */
const KEY_COLUMNS: [PgTable, PgColumn][] = [
  [files, files.storageKey],
  [files, files.thumbKey],
  [files, files.originalKey],
  [dataExports, dataExports.storageKey],
  [uploadTickets, uploadTickets.storageKey],
];

/**
 * The store as the seeded rows fill it, for the orphan sweep's listing (issue 36, ADR 032). The
 * benchmark stores bytes for the measured family only: four million placeholder objects would take
 * longer to write than the whole run. So `list` answers with every key a seeded row names (each
 * file's display, thumbnail and original, each export and upload ticket), in key order as S3
 * lists them (byte order: the database's C.UTF-8 collation), a page at a time: the first `limit`
 * keys after `after` of each column, read along its index, merged. Reads, writes and deletions go
 * to the real store. Every listed key is named by a row, as in a store without strays: an hourly
 * run does all its lookups and deletes none of them. (One statement over all five columns was
 * planned as a sort of every key, seconds of the cores a page: the stand-in's cost, not the sweep's.)
 */
export function listingSeededKeys(storage: FileStorage, db: Db): FileStorage {
  return {
    ...storage,
    async list(prefix = '', page) {
      if (!page) throw new Error('the seeded store is listed a page at a time, as the hourly orphan run lists it');
      const from = prefix > page.after ? prefix : page.after;
      const under = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const lists: string[][] = [];
      for (const [table, column] of KEY_COLUMNS) {
        const rows = await db
          .select({ key: column })
          .from(table)
          .where(and(gt(column, from), like(column, under)))
          .orderBy(asc(column))
          .limit(page.limit);
        lists.push(rows.map((row) => row.key as string));
      }
      return firstInOrder(lists, page.limit);
    },
  };
}

/** The first `limit` keys of sorted lists, merged in order. */
function firstInOrder(lists: string[][], limit: number): string[] {
  const at = lists.map(() => 0);
  const merged: string[] = [];
  while (merged.length < limit) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const key = lists[i]![at[i]!];
      if (key !== undefined && (best < 0 || key < lists[best]![at[best]!]!)) best = i;
    }
    if (best < 0) break;
    merged.push(lists[best]![at[best]!++]!);
  }
  return merged;
}

/** How many keys the seeded store lists: the figure the orphan sweep's row is read against. */
export async function seededKeyCount(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select (select count(storage_key) + count(thumb_key) + count(original_key) from files)
      + (select count(storage_key) from data_exports) + (select count(storage_key) from upload_tickets) as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import type { FileStorage } from '../../server/providers/storage/file-storage.ts';

/**
 * The store as the seeded rows fill it, for the orphan sweep's listing (issue 36, ADR 032). The
 * benchmark stores bytes for the measured family only: four million placeholder objects would take
 * longer to write than the whole run. So `list` answers with every key a seeded row names (each
 * file's display, thumbnail and original, each export and upload ticket), in key order as S3
 * lists them (byte order: the database's C.UTF-8 collation), a page at a time from the tables'
 * key indexes. Reads, writes and deletions go to the real store. Every listed key is named by a
 * row, as in a store without strays: an hourly run does all its lookups and deletes none of them.
 */
export function listingSeededKeys(storage: FileStorage, db: Db): FileStorage {
  return {
    ...storage,
    async list(prefix = '', page) {
      const after = page?.after ?? '';
      const limit = page?.limit ?? null;
      const from = prefix > after ? prefix : after;
      const result = await db.execute(sql`
        select key from (
          select storage_key as key from files where storage_key > ${from}
          union all select thumb_key from files where thumb_key > ${from}
          union all select original_key from files where original_key > ${from}
          union all select storage_key from data_exports where storage_key > ${from}
          union all select storage_key from upload_tickets where storage_key > ${from}
        ) stored
        where key like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
        order by key
        limit ${limit}`);
      return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    },
  };
}

/** How many keys the seeded store lists: the figure the orphan sweep's row is read against. */
export async function seededKeyCount(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select (select count(storage_key) + count(thumb_key) + count(original_key) from files)
      + (select count(storage_key) from data_exports) + (select count(storage_key) from upload_tickets) as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
}

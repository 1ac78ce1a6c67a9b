import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storageJournal } from '../../db/schema/index.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';

/** Notes `key` (again: a note's time is its latest writing) in the storage journal. */
export async function noteStorageKey(db: DbOrTx, key: string): Promise<void> {
  await db
    .insert(storageJournal)
    .values({ storageKey: key })
    .onConflictDoUpdate({ target: storageJournal.storageKey, set: { notedAt: sql`now()` } });
}

/**
 * The storage Kritzel's requests and jobs write through: every key is noted in the journal before
 * its bytes are written, and again when deleting its bytes fails, so bytes left without a row (a
 * crash mid-upload, a failed deletion after an account's rows went) are named by a note the
 * hourly orphan sweep checks, instead of it listing every stored object (ADR 032). The note is
 * committed on its own, before the bytes, whatever transaction the caller is in.
 */
export function journaledStorage(storage: FileStorage, db: Db): FileStorage {
  return {
    kind: storage.kind,
    async put(key, data, contentType) {
      await noteStorageKey(db, key);
      await storage.put(key, data, contentType);
    },
    async delete(key) {
      try {
        await storage.delete(key);
      } catch (error) {
        // The deletion is the caller's to report; the note only makes sure the sweep tries again.
        await noteStorageKey(db, key).catch(() => undefined);
        throw error;
      }
      // Gone: nothing left to check, and no key (an export's names its parent) kept past its bytes.
      await db
        .delete(storageJournal)
        .where(eq(storageJournal.storageKey, key))
        .catch(() => undefined);
    },
    read: (key) => storage.read(key),
    exists: (key) => storage.exists(key),
    size: (key) => storage.size(key),
    ...(storage.presignPut ? { presignPut: storage.presignPut.bind(storage) } : {}),
    list: (prefix, page) => storage.list(prefix, page),
    lastModified: (key) => storage.lastModified(key),
    ping: () => storage.ping(),
  };
}

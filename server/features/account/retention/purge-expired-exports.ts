import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../../providers/storage/index.ts';
import { pacer } from '../../../jobs/give-way.ts';
import { deleteObjects } from '../../../providers/storage/delete-objects.ts';
import { dataExportRepository } from '../export/repository.ts';

/** A build takes seconds to minutes; one still pending after an hour was lost with its worker. */
export const STALE_EXPORT_MS = 60 * 60 * 1000;

/**
 * Exports past their 24 hours go, archive and row (privacy policy). Idempotent: the archive is
 * deleted before its row, so an interrupted run is finished by the next one.
 */
export async function purgeExpiredExports({
  db,
  storage,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  now?: Date;
}): Promise<{ removed: number; failed: number }> {
  const failed = await dataExportRepository.failStalePending(db, new Date(now.getTime() - STALE_EXPORT_MS));
  const giveWay = pacer();
  let removed = 0;
  for (;;) {
    const batch = await dataExportRepository.listExpired(db, now);
    // The archives first, a few at a time, then in one statement the rows whose archive is gone.
    // One by one, two round trips each, 658 exports took 105 s at 50 requests a second (ADR 032).
    const keys = batch.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
    const notDeleted = await deleteObjects(storage, keys);
    await dataExportRepository.deleteMany(
      db,
      batch.filter((row) => !row.storageKey || !notDeleted.has(row.storageKey)).map((row) => row.id),
    );
    if (notDeleted.size > 0) throw new Error(`could not delete ${notDeleted.size} expired export archive(s) from storage; the next run retries`);
    removed += batch.length;
    if (batch.length === 0) return { removed, failed };
    await giveWay();
  }
}

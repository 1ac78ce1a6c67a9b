import type { Db } from '../../db/client.ts';
import { cleanupJob } from '../../jobs/cleanup-job.ts';
import { pacer } from '../../jobs/give-way.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { deleteObjects } from '../../providers/storage/delete-objects.ts';
import { uploadTicketRepository } from './repository.ts';

/**
 * An hour past a URL's expiry nobody can still be in the middle of using it: a parent who
 * uploaded and then left the configurator would only have the raw, unprocessed photo lying
 * in storage. The sweep removes it, and the ticket with it.
 */
export const UPLOAD_GRACE_MS = 60 * 60 * 1000;
export const SWEEP_EXPIRED_UPLOADS_CRON = '23 * * * *';

export const sweepExpiredUploadsJob = cleanupJob('sweep-expired-uploads', 600);

/**
 * Idempotent: the raw object is deleted before its ticket, so an interrupted run is simply
 * finished by the next one. Artwork made from a ticket is a file of its own and stays.
 */
export async function sweepExpiredUploads({ db, storage, now = new Date() }: { db: Db; storage: FileStorage; now?: Date }): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_GRACE_MS);
  const giveWay = pacer();
  let removed = 0;
  for (;;) {
    const batch = await uploadTicketRepository.listExpiredBefore(db, before);
    // The raw objects first, then, in one statement, the tickets whose object is gone.
    const failed = await deleteObjects(
      storage,
      batch.map((ticket) => ticket.storageKey),
    );
    await uploadTicketRepository.deleteMany(
      db,
      batch.filter((ticket) => !failed.has(ticket.storageKey)).map((ticket) => ticket.id),
    );
    if (failed.size > 0) throw new Error(`could not delete ${failed.size} expired upload(s) from storage; the next run retries`);
    removed += batch.length;
    if (batch.length === 0) return removed;
    await giveWay();
  }
}

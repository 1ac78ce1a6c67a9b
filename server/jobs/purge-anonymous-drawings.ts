import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { drawings, files } from '../db/schema/index.ts';
import type { FileStorage } from '../providers/storage/index.ts';
import { discardFiles } from '../features/files/store-image.ts';
import { cleanupJob } from './cleanup-job.ts';
import { pacer } from './give-way.ts';
import { RETENTION } from '../../contracts/account.ts';

/** Anonymous free-analysis drawings are kept 30 days (privacy policy), unless a parent claimed them. */
export const ANONYMOUS_DRAWING_DAYS = RETENTION.anonymousDrawingDays;

export const purgeAnonymousDrawingsJob = cleanupJob('purge-anonymous-drawings', 600);

/** Drawings removed per statement: a day's worth at 100,000 families is a few thousand (ADR 032). */
const BATCH = 500;

/** Idempotent: a second run finds nothing left to delete. In batches, each a short statement. */
export async function purgeAnonymousDrawings({ db, storage, now = new Date() }: { db: Db; storage: FileStorage; now?: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - ANONYMOUS_DRAWING_DAYS * 24 * 60 * 60 * 1000);
  const giveWay = pacer();
  let removed = 0;
  for (;;) {
    const expired = await db
      .select({ file: files })
      .from(drawings)
      .innerJoin(files, eq(files.id, drawings.fileId))
      .where(and(isNull(drawings.userId), lt(drawings.createdAt, cutoff)))
      // Oldest first: the order drawings_anonymous_created_idx holds them in, so a batch reads only itself.
      .orderBy(asc(drawings.createdAt))
      .limit(BATCH);
    // Deleting the file rows cascades to the drawing rows.
    await discardFiles({ db, storage, files: expired.map(({ file }) => file) });
    removed += expired.length;
    if (expired.length < BATCH) return removed;
    await giveWay();
  }
}

import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, taskResults } from '../../db/schema/index.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { ANONYMOUS_DRAWING_DAYS } from '../../jobs/purge-anonymous-drawings.ts';
import { pacer } from '../../jobs/give-way.ts';
import { discardFiles } from '../files/store-image.ts';

/** Results removed per statement, as the anonymous drawings are. */
const BATCH = 500;

/**
 * Tasks scored without an account (the free analysis's closer look) are kept as long as an
 * anonymous free analysis, then removed with their photos, a batch at a time. Idempotent: a
 * second run finds nothing.
 */
export async function purgeAnonymousTaskResults({ db, storage, now = new Date() }: { db: Db; storage: FileStorage; now?: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - ANONYMOUS_DRAWING_DAYS * 24 * 60 * 60 * 1000);
  const giveWay = pacer();
  let removed = 0;
  for (;;) {
    const expired = await db
      .select({ id: taskResults.id, photo: files })
      .from(taskResults)
      .leftJoin(files, eq(files.id, taskResults.photoFileId))
      .where(and(isNull(taskResults.userId), lt(taskResults.createdAt, cutoff)))
      // Oldest first: the order task_results_anonymous_created_idx holds them in.
      .orderBy(asc(taskResults.createdAt))
      .limit(BATCH);
    if (expired.length === 0) return removed;
    await db.delete(taskResults).where(
      inArray(
        taskResults.id,
        expired.map((row) => row.id),
      ),
    );
    await discardFiles({ db, storage, files: expired.flatMap(({ photo }) => (photo ? [photo] : [])) });
    removed += expired.length;
    if (expired.length < BATCH) return removed;
    await giveWay();
  }
}

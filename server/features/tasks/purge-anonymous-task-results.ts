import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, taskResults } from '../../db/schema/index.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { ANONYMOUS_DRAWING_DAYS } from '../../jobs/purge-anonymous-drawings.ts';
import { discardFiles } from '../files/store-image.ts';

/**
 * Tasks scored without an account (the free analysis's closer look) are kept as long as an
 * anonymous free analysis, then removed with their photos. Idempotent: a second run finds nothing.
 */
export async function purgeAnonymousTaskResults({ db, storage, now = new Date() }: { db: Db; storage: FileStorage; now?: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - ANONYMOUS_DRAWING_DAYS * 24 * 60 * 60 * 1000);
  const expired = and(isNull(taskResults.userId), lt(taskResults.createdAt, cutoff));
  const photos = await db.select({ file: files }).from(taskResults).innerJoin(files, eq(files.id, taskResults.photoFileId)).where(expired);
  const removed = await db.delete(taskResults).where(expired).returning({ id: taskResults.id });
  await discardFiles({ db, storage, files: photos.map(({ file }) => file) });
  return removed.length;
}

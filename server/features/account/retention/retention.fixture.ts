import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../../test/api-harness.ts';
import { simpleJpeg } from '../../../../test/images.ts';
import { files, storageJournal } from '../../../db/schema/index.ts';
import type { FileRow } from '../../files/repository.ts';
import { storeImage } from '../../files/store-image.ts';

let jpeg: Promise<Buffer> | undefined;
/** One small JPEG for every stored file here: the sweeps look at rows, references and ages, never at the picture. */
export const sweepJpeg = () => (jpeg ??= simpleJpeg(120, 90));

/** A stored image whose files row says it was written at `createdAt`, the date the sweeps judge rows by. */
export async function imageStoredAt(
  ctx: Pick<TestContext, 'database' | 'storage'>,
  { ownerId, kind, createdAt }: { ownerId: string | null; kind: FileRow['kind']; createdAt: Date },
) {
  const { file } = await storeImage({ db: ctx.database.db, storage: ctx.storage, data: await sweepJpeg(), ownerId, kind });
  await ctx.database.db.update(files).set({ createdAt }).where(eq(files.id, file.id));
  return file;
}

/**
 * Backdates a stored object as if written at `when`: its bytes in the local file store and its
 * note in the storage journal, by which stray bytes without a row are judged.
 */
export async function backdateObject(ctx: Pick<TestContext, 'config' | 'database'>, key: string, when: Date) {
  await fs.utimes(path.join(ctx.config.dataDir, 'files', ...key.split('/')), when, when);
  await ctx.database.db.update(storageJournal).set({ notedAt: when }).where(eq(storageJournal.storageKey, key));
}

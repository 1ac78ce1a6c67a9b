import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../../test/api-harness.ts';
import { simpleJpeg } from '../../../../test/images.ts';
import { files } from '../../../db/schema/index.ts';
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

/** Backdates a stored object's bytes in the local file store, as if written at `when`: stray bytes without a row are judged by that. */
export async function backdateObject(ctx: Pick<TestContext, 'config'>, key: string, when: Date) {
  await fs.utimes(path.join(ctx.config.dataDir, 'files', ...key.split('/')), when, when);
}

import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { processImage, type ProcessedImage } from './process-image.ts';
import { fileRepository, type FileRow } from './repository.ts';

export type StoredImage = { file: FileRow; image: ProcessedImage };

/**
 * Runs the pipeline, writes both sizes to storage, then records the file. If the database
 * write fails the stored bytes are removed again, so nothing is left half-written.
 */
export async function storeImage({
  db,
  storage,
  data,
  ownerId,
  kind,
}: {
  db: DbOrTx;
  storage: FileStorage;
  data: Buffer;
  ownerId: string | null;
  kind: FileRow['kind'];
}): Promise<StoredImage> {
  const image = await processImage(data);
  const id = crypto.randomUUID();
  const storageKey = `${kind}/${id}/display.jpg`;
  const thumbKey = `${kind}/${id}/thumb.jpg`;
  await storage.put(storageKey, image.display, image.mimeType);
  await storage.put(thumbKey, image.thumb, image.mimeType);
  try {
    const file = await fileRepository.insert(db, {
      id,
      ownerId,
      kind,
      mimeType: image.mimeType,
      byteSize: image.display.length,
      sha256: image.sha256,
      width: image.width,
      height: image.height,
      storageKey,
      thumbKey,
    });
    return { file, image };
  } catch (error) {
    await Promise.allSettled([storage.delete(storageKey), storage.delete(thumbKey)]);
    throw error;
  }
}

/** Removes a stored file's row and bytes (every size), e.g. when the work it was for failed. */
export async function discardFile({ db, storage, file }: { db: DbOrTx; storage: FileStorage; file: FileRow }): Promise<void> {
  await fileRepository.delete(db, file.id);
  await Promise.allSettled([storage.delete(file.storageKey), file.thumbKey ? storage.delete(file.thumbKey) : Promise.resolve()]);
}

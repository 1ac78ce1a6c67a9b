import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { deleteObjects } from '../../providers/storage/delete-objects.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { storageKeysOf } from './file-references.ts';
import { printOriginal } from './print-original.ts';
import { processImage, type ProcessedImage } from './process-image.ts';
import { fileExtension } from './file-extension.ts';
import { fileRepository, type FileRow } from './repository.ts';

export type StoredImage = { file: FileRow; image: ProcessedImage };

/**
 * Runs the pipeline, writes both sizes to storage, then records the file. Artwork, which is
 * printed, keeps a full-resolution copy too (print-original.ts); its pixel size is measured
 * here, once, and stored with it, so the admin's order list can show it without reading the
 * file. If the database write fails the stored bytes are removed again, so nothing is left
 * half-written.
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
  const original = kind === 'artwork' ? await printOriginal(data) : null;
  const originalKey = original ? `${kind}/${id}/original.${fileExtension(original.mimeType, '')}` : null;
  await storage.put(storageKey, image.display, image.mimeType);
  await storage.put(thumbKey, image.thumb, image.mimeType);
  if (original && originalKey) await storage.put(originalKey, original.data, original.mimeType);
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
      ...(original && {
        originalKey,
        originalMimeType: original.mimeType,
        originalWidth: original.width,
        originalHeight: original.height,
        originalByteSize: original.data.length,
      }),
    });
    return { file, image };
  } catch (error) {
    await Promise.allSettled(storageKeysOf({ storageKey, thumbKey, originalKey }).map((key) => storage.delete(key)));
    throw error;
  }
}

/** Removes a stored file's row and bytes (every size), e.g. when the work it was for failed. */
export async function discardFile({ db, storage, file }: { db: DbOrTx; storage: FileStorage; file: FileRow }): Promise<void> {
  await discardFiles({ db, storage, files: [file] });
}

/**
 * Removes many stored files: their rows in one statement (a sweep's batch), then their bytes a
 * few at a time. Row first: bytes whose deletion fails are found by the orphan sweep, while a
 * row without bytes would be a broken picture.
 */
export async function discardFiles({ db, storage, files }: { db: DbOrTx; storage: FileStorage; files: readonly FileRow[] }): Promise<void> {
  if (files.length === 0) return;
  await fileRepository.deleteMany(
    db,
    files.map((file) => file.id),
  );
  await deleteObjects(storage, files.flatMap(storageKeysOf));
}

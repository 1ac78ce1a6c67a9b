import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { uploadTicketRepository } from './repository.ts';
import { localUploadUrl, newUploadSecret, rawUploadKey, UPLOAD_URL_TTL_SECONDS } from './upload-link.ts';

/**
 * POST /api/objects/upload: a ticket for one direct PUT. With S3 the browser sends the file
 * straight to the bucket through a presigned URL; otherwise to our own signed, single-use URL.
 * Either way the URL expires after 15 minutes and names only this ticket's key.
 */
export async function createUpload({
  db,
  storage,
  publicUrl,
  userId,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  userId: string;
  now?: Date;
}): Promise<{ uploadURL: string }> {
  const id = crypto.randomUUID();
  const { secret, hash } = newUploadSecret();
  const storageKey = rawUploadKey(id);
  await uploadTicketRepository.insert(db, {
    id,
    userId,
    storageKey,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
  });
  if (storage.kind === 's3' && storage.presignPut) {
    return { uploadURL: await storage.presignPut(storageKey, UPLOAD_URL_TTL_SECONDS) };
  }
  return { uploadURL: localUploadUrl(publicUrl, id, secret) };
}

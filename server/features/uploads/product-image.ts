import { fileTypeFromBuffer } from 'file-type';
import { ARTWORK_MAX_BYTES, type ProductImageResponse } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fileRepository } from '../files/repository.ts';
import { discardFile } from '../files/store-image.ts';
import { artworkAnswer } from './artwork-answer.ts';
import { storeArtwork, type StoredArtwork } from './store-artwork.ts';
import { UPLOAD_NOT_FOUND } from './receive-upload.ts';
import { uploadTicketRepository, type UploadTicketRow } from './repository.ts';
import { ticketIdFromUrl } from './upload-link.ts';
import { assertParentalConsent } from '../account/consent-gate.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/** The configurators take PNG or JPG only (spec 001 §5), whatever the pipeline could read. */
const ARTWORK_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * PUT /api/product-image: the parent's uploaded object becomes their artwork. The ticket is
 * found from the URL's path alone and must be this parent's; the bytes are sniffed, run
 * through the image pipeline (upright, no metadata), cut to the paper when the photo shows a
 * table around it (store-artwork.ts), and the raw upload is removed. Asking twice for the same
 * upload answers the same paths.
 */
export async function claimProductImage({
  db,
  storage,
  userId,
  imageURL,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
  imageURL: string;
  now?: Date;
}): Promise<ProductImageResponse> {
  const ticketId = ticketIdFromUrl(imageURL);
  const ticket = ticketId ? await uploadTicketRepository.findOwned(db, ticketId, userId) : null;
  if (!ticket) throw notFound(UPLOAD_NOT_FOUND);
  if (ticket.consumedAt) return alreadyClaimed(db, ticket, userId);
  await assertParentalConsent(db, userId);

  // Our own route records the PUT; a presigned S3 PUT never reaches us, so the bucket is asked.
  const size = storage.kind === 'local' && !ticket.uploadedAt ? null : await storage.size(ticket.storageKey);
  if (size === null) throw new AppError('BAD_REQUEST', messageKey('errors.shop.imageMissing'));
  let stored: StoredArtwork;
  try {
    if (size > ARTWORK_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', messageKey('errors.image.tooLarge'));
    const data = await storage.read(ticket.storageKey);
    await assertArtworkType(data);
    stored = await storeArtwork({ db, storage, data, ownerId: userId });
  } catch (error) {
    // What is refused will never become artwork: the raw bytes go now, not at the next sweep.
    if (error instanceof AppError && error.status < 500) await storage.delete(ticket.storageKey).catch(() => undefined);
    throw error;
  }

  if (!(await uploadTicketRepository.markConsumed(db, ticket.id, { fileId: stored.file.id, wholePhotoFileId: stored.wholePhoto?.id ?? null }, now))) {
    // A parallel request for the same upload got there first: its artwork is the one.
    for (const file of [stored.file, stored.wholePhoto]) if (file) await discardFile({ db, storage, file });
    const winner = await uploadTicketRepository.findOwned(db, ticket.id, userId);
    if (!winner) throw notFound(UPLOAD_NOT_FOUND);
    return alreadyClaimed(db, winner, userId);
  }
  await storage.delete(ticket.storageKey).catch(() => undefined);
  return artworkAnswer(stored);
}

async function assertArtworkType(data: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ARTWORK_TYPES.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messageKey('errors.shop.notAnImage'));
}

/** The same answer as the first time, as long as that artwork still exists. */
async function alreadyClaimed(db: Db, ticket: UploadTicketRow, userId: string): Promise<ProductImageResponse> {
  const file = ticket.fileId ? await fileRepository.findOwned(db, ticket.fileId, userId) : null;
  if (!file) throw new AppError('CONFLICT', messageKey('errors.shop.uploadUsed'));
  const wholePhoto = ticket.wholePhotoFileId ? await fileRepository.findOwned(db, ticket.wholePhotoFileId, userId) : null;
  return artworkAnswer({ file, wholePhoto });
}

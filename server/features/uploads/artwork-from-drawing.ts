import type { ProductImageResponse } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { notFound } from '../../platform/errors.ts';
import { assertParentalConsent } from '../account/consent-gate.ts';
import { artworkAnswer } from './artwork-answer.ts';
import { galleryRepository } from './gallery-repository.ts';
import { storeArtwork } from './store-artwork.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * POST /api/product-image/from-drawing: one of the parent's own drawings becomes artwork, as
 * Artkive and Keepy allow (issue 35). The artwork is a copy of its own, so deleting the week or
 * the plan later does not take the order's picture with it; it is cut to the paper like an
 * upload. Another parent's drawing, or a file that is no drawing, is not found (404).
 */
export async function artworkFromDrawing({
  db,
  storage,
  userId,
  fileId,
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
  fileId: string;
}): Promise<ProductImageResponse> {
  const drawing = await galleryRepository.findOwnedDrawing(db, fileId, userId);
  if (!drawing) throw notFound(messageKey('errors.order.drawingNotFound'));
  await assertParentalConsent(db, userId);
  // Drawings keep their display copy (2048 px on the long side): the best there is of them.
  const data = await storage.read(drawing.storageKey);
  return artworkAnswer(await storeArtwork({ db, storage, data, ownerId: userId }));
}

import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { artworkFileName } from './artwork-file.ts';
import { requireUuid } from './ids.ts';
import { adminOrderRepository } from './order-repository.ts';
import { ORDER_NOT_FOUND } from './update-order.ts';
import { readIfPresent } from '../../providers/storage/file-storage.ts';

export const ARTWORK_NOT_FOUND = 'The artwork of this order was not found';

export type ArtworkSize = 'thumb' | 'display' | 'original';

/**
 * Any parent's order artwork, for the admin only (its routes check the role): the bytes of
 * one size, with their type and download name. An unknown order, an order without artwork,
 * and artwork whose bytes are gone are each a 404 that says which. Artwork stored before
 * originals were kept has none: its original is its largest copy, the display copy.
 */
export async function readOrderArtwork({ db, storage, orderId, size }: { db: Db; storage: FileStorage; orderId: string; size: ArtworkSize }) {
  requireUuid(orderId, ORDER_NOT_FOUND);
  if (!(await adminOrderRepository.exists(db, orderId))) throw notFound(ORDER_NOT_FOUND);
  const file = await adminOrderRepository.artwork(db, orderId);
  if (!file) throw notFound(ARTWORK_NOT_FOUND);
  const [key, mimeType] =
    size === 'original' && file.originalKey && file.originalMimeType
      ? [file.originalKey, file.originalMimeType]
      : [size === 'thumb' && file.thumbKey ? file.thumbKey : file.storageKey, file.mimeType];
  const data = await readIfPresent(storage, key);
  if (!data) throw notFound(ARTWORK_NOT_FOUND);
  return { data, mimeType, fileName: artworkFileName(orderId, mimeType) };
}

import type { AdminOrderArtworkFile } from '../../../contracts/admin.ts';
import { ADMIN_API } from '../../../contracts/admin.ts';
import type { files } from '../../db/schema/index.ts';
import { fileExtension } from '../files/file-extension.ts';

type FileRow = typeof files.$inferSelect;
export type ArtworkFileRow = Pick<
  FileRow,
  'mimeType' | 'width' | 'height' | 'byteSize' | 'originalMimeType' | 'originalWidth' | 'originalHeight' | 'originalByteSize'
>;

/** What the packer saves and prints: `order-<number>-artwork.jpg`, the number being the id's first 8 characters. */
export const artworkFileName = (orderId: string, mimeType: string) => `order-${orderId.slice(0, 8)}-artwork.${fileExtension(mimeType, '')}`;

/**
 * The file the admin prints: the full-resolution original, kept for artwork since
 * files/print-original.ts; for older artwork, the largest copy there is (the display copy).
 * The sizes were measured when the parent uploaded and stored on the files row, so the order
 * list shows them for every order without opening a single file.
 */
export function artworkFile(orderId: string, file: ArtworkFileRow): AdminOrderArtworkFile {
  const { originalMimeType, originalByteSize } = file;
  if (originalMimeType !== null && originalByteSize !== null) {
    return {
      downloadUrl: ADMIN_API.orderArtworkOriginal(orderId),
      fileName: artworkFileName(orderId, originalMimeType),
      width: file.originalWidth,
      height: file.originalHeight,
      byteSize: originalByteSize,
      fullResolution: true,
    };
  }
  return {
    downloadUrl: ADMIN_API.orderArtworkOriginal(orderId),
    fileName: artworkFileName(orderId, file.mimeType),
    width: file.width,
    height: file.height,
    byteSize: file.byteSize,
    fullResolution: false,
  };
}

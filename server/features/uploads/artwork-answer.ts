import type { ProductImageResponse } from '../../../contracts/shop.ts';
import type { StoredArtwork } from './store-artwork.ts';

const filePath = (fileId: string) => `/api/files/${fileId}`;

/** The artwork's address, and the whole photo's when the artwork was cut to the paper (both owner-only). */
export function artworkAnswer({ file, wholePhoto }: { file: StoredArtwork['file']; wholePhoto: StoredArtwork['wholePhoto'] }): ProductImageResponse {
  return { objectPath: filePath(file.id), wholePhotoPath: wholePhoto ? filePath(wholePhoto.id) : null };
}

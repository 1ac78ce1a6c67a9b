import type { MessageKey } from '../../../../contracts/i18n/keys';
import { ARTWORK_MAX_BYTES } from '../../../../contracts/shop';

/** What the configurators accept: one PNG or JPG (spec 001 §2, §5). */
export const ARTWORK_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
const ARTWORK_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/** Why a chosen file cannot become artwork, checked before any byte leaves the phone; null when fine. */
export function artworkFileProblem(files: readonly File[]): MessageKey | null {
  if (files.length === 0) return null;
  if (files.length > 1) return 'shop.upload.oneFile';
  const [file] = files;
  if (!file || !ARTWORK_TYPES.has(file.type)) return 'shop.upload.notAnImage';
  if (file.size > ARTWORK_MAX_BYTES) return 'shop.upload.tooLarge';
  return null;
}

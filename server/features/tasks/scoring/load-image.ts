/**
 * Decodes a phone photo to the grey working image: upright from its EXIF orientation and no
 * larger than WORKING_SIZE on its long side. libvips shrinks a JPEG while decoding it, so a
 * 12 MP photo costs little more than a small one.
 */
import sharp from 'sharp';
import type { GreyImage } from './grey-image.ts';

/** About 2 pixels per PDF point for a sheet that fills most of the frame. */
export const WORKING_SIZE = 2000;
/** A bigger upload is not a phone photo; sharp refuses it rather than filling memory. */
const MAX_INPUT_PIXELS = 60_000_000;

/** null when the bytes are not an image sharp can read. */
export async function loadGreyPhoto(photo: Buffer): Promise<GreyImage | null> {
  try {
    const { data, info } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels === 1) return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
    const grey = new Uint8Array(info.width * info.height);
    for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels]!;
    return { data: grey, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

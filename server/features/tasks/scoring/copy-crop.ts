/** The small grey picture of a copy the result page shows beside its model. */
import sharp from 'sharp';
import type { GreyImage } from './grey-image.ts';

const CROP_SIZE = 160;

export async function cropDataUrl(patch: GreyImage): Promise<string> {
  const png = await sharp(Buffer.from(patch.data.buffer, patch.data.byteOffset, patch.data.length), {
    raw: { width: patch.width, height: patch.height, channels: 1 },
  })
    .resize({ width: CROP_SIZE, height: CROP_SIZE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

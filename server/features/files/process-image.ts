import crypto from 'node:crypto';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/** ≈ 50 megapixels: beyond any phone camera; a decompression bomb stops here, before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const DISPLAY_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 400;
/**
 * libjpeg-turbo with the quantisation table mozjpeg uses: on a 12-megapixel photo this encodes
 * the display copy ~5× faster than mozjpeg's trellis search (≈25 vs ≈135 ms, the largest
 * share of a submission's CPU time) for ~13 % more bytes at a slightly higher PSNR (41.9 vs
 * 41.5 dB). Without the second, Huffman-optimising pass: the same pixels, 12 ms less CPU for a
 * 2-megapixel photo (32 → 18 ms for the display copy, 100 → 76 for 12 MP) for ~17 % more bytes;
 * photos were most of the CPU when 50 parents were busy at once. Measured in ADR 021.
 */
export const DISPLAY_JPEG = { quality: 84, quantisationTable: 3, optimiseCoding: false } as const;
const THUMB_JPEG = { quality: 80, quantisationTable: 3 } as const;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
export const NOT_AN_IMAGE = messageKey('errors.image.notAnImage');
/**
 * Below this on the shorter side there is no drawing to see; the analyser needs 64 px too
 * (decode-drawing.ts). Issue 34: a 10 × 10 px PNG passed here and failed later as a 500, after
 * it was stored — and a week's submission lost one of its attempts to it.
 */
export const MIN_SIDE = 64;
/** A sheet of paper, even a long strip, is far from 8 : 1; a 3000 × 40 px "photo" is not a drawing. */
export const MAX_ASPECT_RATIO = 8;
export const TOO_SMALL = messageKey('errors.image.tooSmall');
export const TOO_NARROW = messageKey('errors.image.tooNarrow');

export type ProcessedImage = {
  display: Buffer;
  thumb: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
  sha256: string;
};

/**
 * Every upload passes here: the real type is sniffed (the claimed one is not trusted),
 * the pixel count is bounded, the photo is turned upright, and it is re-encoded without
 * any metadata — phone photos carry the family's GPS position.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({ seconds: 20 });
    const meta = await source.metadata();
    if (!meta.width || !meta.height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    assertDrawingShape(meta.width, meta.height);
    // Transparent PNGs get a white "paper" behind them rather than black.
    const upright = source.rotate().flatten({ background: '#ffffff' });
    const { data: display, info } = await upright
      .clone()
      .resize({ width: DISPLAY_MAX_SIDE, height: DISPLAY_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg(DISPLAY_JPEG)
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(display).resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside' }).jpeg(THUMB_JPEG).toBuffer();
    return {
      display,
      thumb,
      mimeType: 'image/jpeg',
      width: info.width,
      height: info.height,
      sha256: crypto.createHash('sha256').update(display).digest('hex'),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw tooManyPixels();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messageKey('errors.image.unreadable'), { cause: error });
  }
}

/** Checked on the header's size, before any pixel is decoded or anything is stored. */
function assertDrawingShape(width: number, height: number): void {
  const shorter = Math.min(width, height);
  if (shorter < MIN_SIDE) throw new AppError('NOT_A_DRAWING', TOO_SMALL);
  if (Math.max(width, height) / shorter > MAX_ASPECT_RATIO) throw new AppError('NOT_A_DRAWING', TOO_NARROW);
}

function tooManyPixels() {
  return new AppError('PAYLOAD_TOO_LARGE', messageKey('errors.image.tooManyPixels'));
}

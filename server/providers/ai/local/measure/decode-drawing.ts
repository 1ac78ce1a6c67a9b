/**
 * Photo bytes → upright RGB pixels, small enough to analyse quickly. The paper is cropped from
 * this image, so it keeps twice the working size: a sheet that fills half of a phone photo still
 * ends up at about the working size once cropped.
 */
import sharp from 'sharp';

export const WORKING_SIZE = 1024;
const DECODE_SIZE = 2 * WORKING_SIZE;
/** Generous for phone cameras, low enough that a decompression bomb fails fast. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Below this there is no drawing to see (and OpenCV's filters need room). */
const MIN_SIDE = 64;

export type RgbImage = {
  data: Uint8Array;
  width: number;
  height: number;
  /** The photo's own size, upright (what the parent uploaded, before any downsizing). */
  original: { width: number; height: number };
};

export async function decodeDrawing(bytes: Uint8Array): Promise<RgbImage> {
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  const { autoOrient } = await input.metadata();
  if (Math.min(autoOrient.width, autoOrient.height) < MIN_SIDE) {
    throw new Error(`the image is too small to analyse (${autoOrient.width}×${autoOrient.height}, at least ${MIN_SIDE} px a side)`);
  }
  const { data, info } = await input
    .rotate()
    .resize({ width: DECODE_SIZE, height: DECODE_SIZE, fit: 'inside', withoutEnlargement: true })
    // Transparent areas of a PNG are blank paper, not black marks.
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 colour channels, got ${info.channels}`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, original: autoOrient };
}

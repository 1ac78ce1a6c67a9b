import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoLikeDrawing } from '../../../test/drawings.ts';
import { pdfFile, phonePhotoWithGps, pngBomb, simpleJpeg, svgFile, textFile } from '../../../test/images.ts';
import { DISPLAY_JPEG, DISPLAY_MAX_SIDE, THUMB_MAX_SIDE, processImage } from './process-image.ts';

describe('processImage', () => {
  it('removes the GPS position and every other piece of metadata', async () => {
    const photo = await phonePhotoWithGps();
    expect(await exifr.gps(photo)).toMatchObject({ latitude: 53.55 });
    const { display, thumb } = await processImage(photo);
    for (const output of [display, thumb]) {
      expect(await exifr.gps(output)).toBeUndefined();
      expect(await exifr.parse(output)).toBeUndefined();
      expect((await sharp(output).metadata()).exif).toBeUndefined();
    }
  });

  it('applies the rotation flag so the drawing stands upright', async () => {
    const { width, height } = await processImage(await phonePhotoWithGps());
    expect([width, height]).toEqual([200, 300]);
  });

  it('decodes the display copy to the very pixels the Huffman-optimised encoding gave (the analysis reads it: no estimate moves)', async () => {
    const photo = await photoLikeDrawing(1);
    const { display } = await processImage(photo);
    const optimised = await sharp(photo)
      .rotate()
      .flatten({ background: '#ffffff' })
      .jpeg({ ...DISPLAY_JPEG, optimiseCoding: true })
      .toBuffer();
    expect(display.equals(optimised)).toBe(false);
    expect((await sharp(display).raw().toBuffer()).equals(await sharp(optimised).raw().toBuffer())).toBe(true);
  });

  it('keeps a display size and a thumbnail', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const result = await processImage(big);
    expect(Math.max(result.width, result.height)).toBe(DISPLAY_MAX_SIDE);
    const thumbMeta = await sharp(result.thumb).metadata();
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBe(THUMB_MAX_SIDE);
    expect(result.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a decompression bomb quickly with a 4xx', async () => {
    const started = Date.now();
    await expect(processImage(pngBomb())).rejects.toMatchObject({ status: 413 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each([
    ['SVG', svgFile()],
    ['PDF', pdfFile()],
    ['text', textFile()],
  ])('refuses %s (whatever it is named) with 415', async (_kind, data) => {
    await expect(processImage(data)).rejects.toMatchObject({ status: 415, message: 'Please upload a JPG or PNG image' });
  });

  it('accepts PNG and WebP as well as JPEG', async () => {
    const jpeg = await simpleJpeg();
    const png = await sharp(jpeg).png().toBuffer();
    const webp = await sharp(jpeg).webp().toBuffer();
    for (const input of [jpeg, png, webp]) expect((await processImage(input)).mimeType).toBe('image/jpeg');
  });
});

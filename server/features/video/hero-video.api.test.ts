import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { HERO_VIDEO_PATH } from './hero-video.ts';

let ctx: TestContext;
let file: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  file = await fs.readFile(HERO_VIDEO_PATH);
});
afterAll(async () => ctx?.close());

const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url: '/api/video/hero', headers });

/** The top-level boxes of an MP4, in order ("ftyp", "moov", "mdat", …). */
function topLevelBoxes(data: Buffer): string[] {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= data.length;) {
    const size = data.readUInt32BE(offset);
    boxes.push(data.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

describe('GET /api/video/hero', () => {
  it('sends the whole video to anyone, cacheable, saying it can send parts', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Number(response.headers['content-length'])).toBe(file.length);
    expect(response.rawPayload.equals(file)).toBe(true);
  });

  it('is a small, web-ready MP4: under 2 MB, with its index before the media (faststart)', () => {
    expect(file.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const boxes = topLevelBoxes(file);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await get({ range: 'bytes=1000-2023' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-range']).toBe(`bytes 1000-2023/${file.length}`);
    expect(response.headers['content-length']).toBe('1024');
    expect(response.rawPayload.equals(file.subarray(1000, 2024))).toBe(true);
  });

  it('answers an open-ended range (how browsers start a video) and a suffix range', async () => {
    const open = await get({ range: 'bytes=0-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${file.length - 1}/${file.length}`);
    expect(open.rawPayload.equals(file)).toBe(true);

    const tail = await get({ range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${file.length - 100}-${file.length - 1}/${file.length}`);
    expect(tail.rawPayload.equals(file.subarray(file.length - 100))).toBe(true);
  });

  it('answers a range past the end with 416 and the real length', async () => {
    const response = await get({ range: `bytes=${file.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${file.length}`);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The requested part of the file does not exist' });
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get({}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers a repeat visit that still holds the same video with 304', async () => {
    const { etag } = (await get()).headers;
    const again = await get({ 'if-none-match': `W/"older", ${String(etag)}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get({ 'if-none-match': '"older"' })).statusCode).toBe(200);
  });
});

import zlib from 'node:zlib';
import sharp from 'sharp';

/** A phone photo as it arrives: EXIF with the family's GPS position and a rotation flag. */
export async function phonePhotoWithGps(): Promise<Buffer> {
  // 300×200 stored sideways; orientation 6 means "rotate 90° clockwise to view".
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#fdfdf8' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="80" cy="100" r="50" fill="none" stroke="#1f3fbf" stroke-width="8"/></svg>',
        ),
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'KritzelPhone', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '10/1 0/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A tiny PNG whose header claims 20000×20000 pixels: decoding it would need 1.6 GB. */
export function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const idat = zlib.deflateSync(Buffer.alloc(side + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgFile = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
export const pdfFile = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const textFile = () => Buffer.from('this is not a drawing, just text pretending to be one\n');

/** A plain drawing-sized JPEG. */
export async function simpleJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="100" y="100" width="300" height="200" fill="none" stroke="#c0392b" stroke-width="10"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

/** Random bytes behind a JPEG signature: passes a naive check, fails a real decode. */
export function fakeJpeg(bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0x41);
  data[0] = 0xff;
  data[1] = 0xd8;
  data[2] = 0xff;
  return data;
}

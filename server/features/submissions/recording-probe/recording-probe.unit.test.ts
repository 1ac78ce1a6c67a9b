import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { probeRecording } from './index.ts';

// Containers other than WebM, built by hand to their specifications' minimum.

function oggPage(body: Buffer, { first = false, granule = 0n } = {}): Buffer {
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header[5] = first ? 0x02 : 0;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(7, 14);
  header[26] = 1;
  header[27] = body.length;
  return Buffer.concat([header, body]);
}

function opusFile(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48_000, 12);
  return Buffer.concat([
    oggPage(head, { first: true }),
    oggPage(Buffer.from('OpusTags'), {}),
    oggPage(Buffer.alloc(40), { granule: BigInt(seconds * 48_000 + 312) }),
  ]);
}

function wavFile(seconds: number): Buffer {
  const data = Buffer.alloc(8000 * seconds); // 8 kHz, 8-bit mono
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

function m4aFile(seconds: number, handler = 'soun'): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  const hdlr = Buffer.alloc(25);
  hdlr.write(handler, 8, 'latin1');
  return Buffer.concat([
    box('ftyp', Buffer.from('M4A \0\0\0\0isomM4A ', 'latin1')),
    box('moov', box('mvhd', mvhd), box('trak', box('mdia', box('hdlr', hdlr)))),
    box('mdat', Buffer.alloc(64)),
  ]);
}

describe('probeRecording', () => {
  it('reads a WebM recording and its length', () => {
    const webm = fs.readFileSync(new URL('../../../../test/fixtures/recording.webm', import.meta.url));
    expect(probeRecording(webm)).toEqual({ container: 'webm', durationSeconds: expect.closeTo(1, 1) });
  });

  it('reads Ogg Opus, WAV and MP4 audio and their lengths', () => {
    expect(probeRecording(opusFile(3))).toEqual({ container: 'ogg', durationSeconds: 3 });
    expect(probeRecording(wavFile(2))).toEqual({ container: 'wav', durationSeconds: 2 });
    expect(probeRecording(m4aFile(5))).toEqual({ container: 'mp4', durationSeconds: 5 });
  });

  it('refuses each with anything after it, cut short, or holding video', () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    for (const file of [opusFile(3), wavFile(2), m4aFile(5)]) {
      expect(probeRecording(Buffer.concat([file, page]))).toBeNull();
      expect(probeRecording(file.subarray(0, file.length - 5))).toBeNull();
    }
    expect(probeRecording(m4aFile(5, 'vide'))).toBeNull();
    expect(probeRecording(Buffer.from('ID3\x04\0\0\0\0\0\0'))).toBeNull();
  });
});

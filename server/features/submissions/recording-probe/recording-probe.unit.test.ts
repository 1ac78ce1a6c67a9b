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

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of 1,152 samples, after an ID3v2 tag. */
function mp3File(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9000, 0);
  const id3 = Buffer.from('ID3\x04\0\0\0\0\0\x05hello', 'latin1');
  const id3v1 = Buffer.alloc(128);
  id3v1.write('TAG', 0, 'latin1');
  return Buffer.concat([id3, ...Array.from({ length: frames }, () => frame), id3v1]);
}

/** AMR narrowband at 12.2 kbit/s (frame type 7, 32 bytes) and wideband at 23.85 kbit/s (type 8, 61 bytes). */
function amrFile(frames: number, wide = false): Buffer {
  const frame = Buffer.alloc(wide ? 61 : 32);
  frame[0] = (wide ? 8 : 7) << 3;
  return Buffer.concat([Buffer.from(wide ? '#!AMR-WB\n' : '#!AMR\n', 'latin1'), ...Array.from({ length: frames }, () => frame)]);
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

  it("reads a phone's MP3 and AMR voice memos and their lengths (issue 35)", () => {
    expect(probeRecording(mp3File(100))).toEqual({ container: 'mp3', durationSeconds: expect.closeTo((100 * 1152) / 44100, 6) });
    expect(probeRecording(amrFile(150))).toEqual({ container: 'amr', durationSeconds: expect.closeTo(3, 6) });
    expect(probeRecording(amrFile(50, true))).toEqual({ container: 'amr-wb', durationSeconds: expect.closeTo(1, 6) });
  });

  it('refuses each with anything after it, cut short, or holding video', () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    for (const file of [opusFile(3), wavFile(2), m4aFile(5), amrFile(20), amrFile(20, true)]) {
      expect(probeRecording(Buffer.concat([file, page]))).toBeNull();
      expect(probeRecording(file.subarray(0, file.length - 5))).toBeNull();
    }
    expect(probeRecording(m4aFile(5, 'vide'))).toBeNull();
    expect(probeRecording(Buffer.from('ID3\x04\0\0\0\0\0\0'))).toBeNull();
    // MP3: a page after the frames, a frame cut short, a lone frame sync before a page.
    const mp3 = mp3File(20);
    const untagged = mp3.subarray(15, mp3.length - 128);
    expect(probeRecording(Buffer.concat([untagged, page]))).toBeNull();
    expect(probeRecording(untagged.subarray(0, untagged.length - 5))).toBeNull();
    expect(probeRecording(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), page]))).toBeNull();
    expect(probeRecording(untagged)).toEqual({ container: 'mp3', durationSeconds: expect.closeTo((20 * 1152) / 44100, 6) });
  });
});

import { need, type ProbedAudio } from './probe-error.ts';

// Kilobits per second by [MPEG-1 or not][layer I, II, III][index]; index 0 (free format) and 15 are refused.
const BITRATES = [
  [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
] as const;
// Hertz by version bits (0 = MPEG-2.5, 2 = MPEG-2, 3 = MPEG-1) and index.
const SAMPLE_RATES: Record<number, readonly number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

/** One MPEG audio frame's header at `pos`: its length in bytes, samples and sample rate. */
function frameAt(buf: Buffer, pos: number): { bytes: number; samples: number; sampleRate: number } {
  need(pos + 4 <= buf.length, 'MP3 frame header cut short');
  const header = buf.readUInt32BE(pos);
  need(header >>> 21 === 0x7ff, 'no MP3 frame sync');
  const version = (header >>> 19) & 3;
  const layer = 4 - ((header >>> 17) & 3); // 1, 2 or 3; 4 is reserved
  const bitrateIndex = (header >>> 12) & 15;
  const rateIndex = (header >>> 10) & 3;
  const padding = (header >>> 9) & 1;
  need(version !== 1 && layer !== 4 && bitrateIndex !== 0 && bitrateIndex !== 15 && rateIndex !== 3, 'reserved MP3 header values');
  const mpeg1 = version === 3;
  const kbps = BITRATES[mpeg1 ? 0 : 1][layer - 1]![bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  if (layer === 1) return { bytes: (Math.floor((12 * kbps * 1000) / sampleRate) + padding) * 4, samples: 384, sampleRate };
  const samples = layer === 3 && !mpeg1 ? 576 : 1152;
  return { bytes: Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding, samples, sampleRate };
}

/** Bytes of the tags a file may end with: ID3v1 ("TAG", 128 bytes), after an APEv2 tag or not. */
function trailingTagStart(buf: Buffer): number {
  let end = buf.length;
  if (end >= 128 && buf.toString('latin1', end - 128, end - 125) === 'TAG') end -= 128;
  if (end >= 32 && buf.toString('latin1', end - 32, end - 24) === 'APETAGEX') {
    const size = buf.readUInt32LE(end - 20); // footer + items, not the optional header
    const hasHeader = (buf.readUInt32LE(end - 12) & 0x80000000) !== 0;
    end -= size + (hasHeader ? 32 : 0);
    need(end >= 0, 'APE tag longer than the file');
  }
  return end;
}

/**
 * MP3 (MPEG audio, the voice memos of many Android phones and every desktop recorder): an
 * optional ID3v2 tag, then frames one after another to the end, then optional ID3v1/APE tags.
 * Every frame is walked, so a file that is only an MP3 header followed by something else is refused.
 */
export function probeMp3(buf: Buffer): ProbedAudio {
  let pos = 0;
  if (buf.toString('latin1', 0, 3) === 'ID3') {
    need(buf.length >= 10, 'ID3 tag cut short');
    const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7) | (buf[9]! & 0x7f);
    pos = 10 + size + (buf[5]! & 0x10 ? 10 : 0);
  }
  const end = trailingTagStart(buf);
  let seconds = 0;
  let frames = 0;
  while (pos < end) {
    const frame = frameAt(buf, pos);
    need(pos + frame.bytes <= end, 'MP3 frame cut short');
    seconds += frame.samples / frame.sampleRate;
    frames += 1;
    pos += frame.bytes;
  }
  need(frames >= 2, 'too few MP3 frames');
  return { container: 'mp3', durationSeconds: seconds };
}

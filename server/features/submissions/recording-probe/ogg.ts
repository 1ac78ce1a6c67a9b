import { need, type ProbedAudio } from './probe-error.ts';

/**
 * Ogg: the pages must tile the whole file, the first one opens an Opus or Vorbis stream, and
 * the length is the last page's granule position at the codec's sample rate.
 */
export function probeOgg(buf: Buffer): ProbedAudio {
  let pos = 0;
  let serial: number | null = null;
  let sampleRate = 0;
  let preSkip = 0;
  let lastGranule = 0n;
  while (pos < buf.length) {
    need(pos + 27 <= buf.length && buf.toString('latin1', pos, pos + 4) === 'OggS' && buf[pos + 4] === 0, 'not an Ogg page');
    const segments = buf[pos + 26]!;
    const bodyStart = pos + 27 + segments;
    need(bodyStart <= buf.length, 'Ogg page cut short');
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += buf[pos + 27 + i]!;
    need(bodyStart + bodyLength <= buf.length, 'Ogg page cut short');
    const pageSerial = buf.readUInt32LE(pos + 14);
    if (serial === null) {
      need((buf[pos + 5]! & 0x02) !== 0, 'first Ogg page does not begin a stream');
      const body = buf.subarray(bodyStart, bodyStart + bodyLength);
      if (body.length >= 19 && body.toString('latin1', 0, 8) === 'OpusHead') {
        sampleRate = 48_000; // Opus granules always count 48 kHz samples
        preSkip = body.readUInt16LE(10);
      } else if (body.length >= 30 && body[0] === 1 && body.toString('latin1', 1, 7) === 'vorbis') {
        sampleRate = body.readUInt32LE(12);
      }
      need(sampleRate > 0, 'the Ogg stream is not Opus or Vorbis audio');
      serial = pageSerial;
    }
    const granule = buf.readBigInt64LE(pos + 6);
    if (pageSerial === serial && granule > lastGranule) lastGranule = granule;
    pos = bodyStart + bodyLength;
  }
  const samples = Math.max(0, Number(lastGranule) - preSkip);
  return { container: 'ogg', durationSeconds: samples / sampleRate };
}

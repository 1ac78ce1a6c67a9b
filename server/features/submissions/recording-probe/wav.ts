import { need, type ProbedAudio } from './probe-error.ts';

/** WAV: one RIFF/WAVE chunk that is the whole file, a format chunk, then the samples. */
export function probeWav(buf: Buffer): ProbedAudio {
  need(buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WAVE', 'not RIFF/WAVE');
  const riffEnd = 8 + buf.readUInt32LE(4);
  need(riffEnd === buf.length || riffEnd + 1 === buf.length, 'the RIFF chunk is not the whole file');
  let byteRate = 0;
  let dataBytes = -1;
  for (let pos = 12; pos < riffEnd;) {
    need(pos + 8 <= riffEnd, 'WAV chunk header cut short');
    const id = buf.toString('latin1', pos, pos + 4);
    const size = buf.readUInt32LE(pos + 4);
    need(pos + 8 + size <= riffEnd, 'WAV chunk longer than the file');
    if (id === 'fmt ') {
      need(size >= 16, 'WAV format chunk too short');
      byteRate = buf.readUInt32LE(pos + 16);
    }
    if (id === 'data') {
      need(byteRate > 0, 'WAV samples before their format');
      dataBytes = size;
    }
    pos += 8 + size + (size % 2); // chunks are padded to an even length
  }
  need(byteRate > 0 && dataBytes > 0, 'no WAV samples');
  return { container: 'wav', durationSeconds: dataBytes / byteRate };
}

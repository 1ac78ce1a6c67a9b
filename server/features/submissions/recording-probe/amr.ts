import { need, type ProbedAudio } from './probe-error.ts';

// Bytes per frame, its one-byte header included, by frame type (RFC 4867 §5.3; -1: not allowed).
// Narrowband: 8 speech modes, SID (8), no data (15). Wideband: 9 modes, SID (9), lost (14), no data (15).
const NARROW = [13, 14, 16, 18, 20, 21, 27, 32, 6, -1, -1, -1, -1, -1, -1, 1];
const WIDE = [18, 24, 33, 37, 41, 47, 51, 59, 61, 6, -1, -1, -1, -1, 1, 1];
const FRAME_SECONDS = 0.02;

/**
 * AMR (the "voice recorder" files of older Android phones): the magic line, then 20 ms frames
 * whose length the first byte's frame type gives, walked to the end of the file.
 */
export function probeAmr(buf: Buffer): ProbedAudio {
  const wide = buf.toString('latin1', 0, 9) === '#!AMR-WB\n';
  need(wide || buf.toString('latin1', 0, 6) === '#!AMR\n', 'not AMR');
  const sizes = wide ? WIDE : NARROW;
  let pos = wide ? 9 : 6;
  let frames = 0;
  while (pos < buf.length) {
    const size = sizes[(buf[pos]! >>> 3) & 15]!;
    need(size > 0 && pos + size <= buf.length, 'AMR frame cut short or of no known type');
    frames += 1;
    pos += size;
  }
  need(frames >= 1, 'no AMR frames');
  return { container: wide ? 'amr-wb' : 'amr', durationSeconds: frames * FRAME_SECONDS };
}

import { NotAudio, type ProbedAudio } from './probe-error.ts';
import { probeAmr } from './amr.ts';
import { probeMp3 } from './mp3.ts';
import { probeMp4 } from './mp4.ts';
import { probeOgg } from './ogg.ts';
import { probeWav } from './wav.ts';
import { probeWebm } from './webm.ts';

export type { ProbedAudio };

/**
 * What we store per container: browsers record WebM (Chrome, Firefox) or MP4 (Safari); a file a
 * parent picks may also be a phone's voice memo (M4A, MP3, AMR, 3GP) or a WAV.
 */
export const RECORDING_TYPES: Record<ProbedAudio['container'], { mimeType: string; extension: string }> = {
  webm: { mimeType: 'audio/webm', extension: 'webm' },
  ogg: { mimeType: 'audio/ogg', extension: 'ogg' },
  mp4: { mimeType: 'audio/mp4', extension: 'm4a' },
  wav: { mimeType: 'audio/wav', extension: 'wav' },
  mp3: { mimeType: 'audio/mpeg', extension: 'mp3' },
  amr: { mimeType: 'audio/amr', extension: 'amr' },
  'amr-wb': { mimeType: 'audio/amr-wb', extension: 'awb' },
};

/**
 * Whether the bytes are a whole audio recording, and how long it is. First bytes alone prove
 * nothing (a WebM header followed by a web page passed that test), so each container is parsed
 * through to its end.
 */
export function probeRecording(buf: Buffer): ProbedAudio | null {
  try {
    if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) return probeWebm(buf);
    if (buf.toString('latin1', 0, 4) === 'OggS') return probeOgg(buf);
    if (buf.toString('latin1', 0, 4) === 'RIFF') return probeWav(buf);
    if (buf.toString('latin1', 4, 8) === 'ftyp') return probeMp4(buf);
    if (buf.toString('latin1', 0, 5) === '#!AMR') return probeAmr(buf);
    // MP3 last: its only mark is an ID3 tag or a frame sync, which the others never start with.
    if (buf.toString('latin1', 0, 3) === 'ID3' || (buf.length >= 2 && buf[0] === 0xff && (buf[1]! & 0xe0) === 0xe0)) return probeMp3(buf);
    return null;
  } catch (error) {
    if (error instanceof NotAudio || error instanceof RangeError) return null;
    throw error;
  }
}

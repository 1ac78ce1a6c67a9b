/** Thrown inside a container parser when the bytes are not what the container says; the probe answers "not audio". */
export class NotAudio extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAudio';
  }
}

export type ProbedAudio = { container: 'webm' | 'ogg' | 'mp4' | 'wav' | 'mp3' | 'amr' | 'amr-wb'; durationSeconds: number };

export function need(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new NotAudio(reason);
}

/** Big-endian unsigned integer of 1–8 bytes; Numbers are exact up to 2^53, far past any file here. */
export function readUint(buf: Buffer, start: number, length: number): number {
  need(length >= 1 && length <= 8 && start + length <= buf.length, 'integer out of bounds');
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + buf[start + i]!;
  return value;
}

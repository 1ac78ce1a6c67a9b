/** Long enough for a phone to read a file's header; a file it cannot read is shown without a length. */
const METADATA_WAIT_MS = 3_000;

/**
 * Whole seconds of an audio file as the browser reads them, or 0 when it cannot tell (an
 * unknown format, or no audio support at all). Only shown to the parent: the server reads the
 * length from the file itself.
 */
export function audioDurationSeconds(file: Blob): Promise<number> {
  if (typeof Audio === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(0);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (seconds: number) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);
    };
    const timer = setTimeout(() => done(0), METADATA_WAIT_MS);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(audio.duration);
    audio.onerror = () => done(0);
    audio.src = url;
  });
}

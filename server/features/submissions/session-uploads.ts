import { RECORDING_FORMATS, SESSION_MAX_RECORDINGS, SUBMISSION_MAX_IMAGE_BYTES, SUBMISSION_MAX_IMAGES } from '../../../contracts/submissions.ts';
import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/multipart.ts';
import type { AudioUpload } from './record-submission.ts';
import { probeRecording, RECORDING_TYPES } from './recording-probe/index.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export const RECORDING_NOT_AUDIO = messageKey('errors.submission.recordingNotAudio');
const PHOTOS_UNREADABLE = messageKey('errors.submission.photosUnreadable');

/** Longer than any session; a duration past it is a damaged file's, not a recording's. */
const MAX_RECORDING_SECONDS = 24 * 3600;

/**
 * audio_0 … audio_{n-1}, from the session's recorder or an audio file the parent chose (on either
 * screen); the count must match recordingCount. Each file is parsed as a whole
 * (one at a time, so one recording is in memory at once) and its length read from the file;
 * the duration_{i} fields the browser sends are no longer trusted.
 */
export async function readRecordings(files: UploadedFile[], fields: Record<string, string>): Promise<AudioUpload[]> {
  const audio = files.filter((f) => /^audio_\d+$/.test(f.fieldname));
  if (audio.length > SESSION_MAX_RECORDINGS)
    throw new AppError('BAD_REQUEST', messageKey('errors.submission.tooManyRecordings'), { values: { max: SESSION_MAX_RECORDINGS } });
  const declared = fields.recordingCount?.trim() ? Number(fields.recordingCount) : audio.length;
  if (!Number.isInteger(declared) || declared !== audio.length) {
    throw new AppError('BAD_REQUEST', messageKey('errors.submission.recordingsMissing'));
  }
  const ordered = [...audio].sort((a, b) => index(a.fieldname) - index(b.fieldname));
  const recordings: AudioUpload[] = [];
  for (const file of ordered) {
    const probed = probeRecording(await file.read());
    if (!probed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', RECORDING_NOT_AUDIO, { values: { formats: RECORDING_FORMATS } });
    const seconds = Number.isFinite(probed.durationSeconds) ? Math.round(probed.durationSeconds) : 0;
    recordings.push({ file, ...RECORDING_TYPES[probed.container], durationSeconds: Math.min(Math.max(seconds, 0), MAX_RECORDING_SECONDS) });
  }
  return recordings;
}

const index = (fieldname: string) => Number(fieldname.split('_')[1]);

/** Base64 grows data by a third; this bounds the progressImages field to ten 10 MB photos. */
export const PROGRESS_IMAGES_MAX_FIELD_BYTES = SUBMISSION_MAX_IMAGES * Math.ceil((SUBMISSION_MAX_IMAGE_BYTES * 4) / 3 + 100) + 1024;

/** progressImages: a JSON list of data URLs. Each is decoded and size-checked; the image pipeline checks the rest. */
export function readProgressImages(field: string | undefined): Buffer[] {
  if (field === undefined || field.trim() === '') return [];
  let urls: unknown;
  try {
    urls = JSON.parse(field);
  } catch {
    throw new AppError('BAD_REQUEST', PHOTOS_UNREADABLE);
  }
  if (!Array.isArray(urls) || !urls.every((u) => typeof u === 'string')) throw new AppError('BAD_REQUEST', PHOTOS_UNREADABLE);
  if (urls.length > SUBMISSION_MAX_IMAGES)
    throw new AppError('BAD_REQUEST', messageKey('errors.submission.tooManyPhotos'), { values: { max: SUBMISSION_MAX_IMAGES } });
  return urls.map((url: string, i) => {
    const match = /^data:[^;,]*;base64,([A-Za-z0-9+/=\s]*)$/.exec(url);
    if (!match) throw new AppError('BAD_REQUEST', PHOTOS_UNREADABLE);
    const data = Buffer.from(match[1]!, 'base64');
    if (data.length > SUBMISSION_MAX_IMAGE_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', messageKey('errors.submission.photoTooLarge'), { values: { number: i + 1 } });
    return data;
  });
}

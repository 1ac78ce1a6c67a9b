import { RECORDING_MAX_BYTES, RECORDING_MESSAGES, SESSION_MAX_RECORDINGS } from '../../../../contracts/submissions';

export type RejectedAudio = { file: File; reason: 'too-large' | 'not-audio' | 'too-many' };

/**
 * An audio file chosen instead of recorded (issue 35) meets a recording's limits: audio, at most
 * 25 MB, at most SESSION_MAX_RECORDINGS with the ones already there. Checked in the browser so a
 * parent learns it before uploading; the server reads the file itself and has the last word.
 */
export function checkAudioFiles(chosen: readonly File[], alreadyChosen: number): { accepted: File[]; rejected: RejectedAudio[] } {
  const accepted: File[] = [];
  const rejected: RejectedAudio[] = [];
  for (const file of chosen) {
    if (!file.type.startsWith('audio/')) rejected.push({ file, reason: 'not-audio' });
    else if (file.size > RECORDING_MAX_BYTES) rejected.push({ file, reason: 'too-large' });
    else if (alreadyChosen + accepted.length >= SESSION_MAX_RECORDINGS) rejected.push({ file, reason: 'too-many' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The toast for the first refused file, in the words the server uses for the same refusal. */
export function audioRejectionToast({ file, reason }: RejectedAudio): { title: string; description: string } {
  if (reason === 'too-large') return { title: RECORDING_MESSAGES.tooLargeTitle, description: RECORDING_MESSAGES.tooLarge(file.name) };
  if (reason === 'not-audio') return { title: RECORDING_MESSAGES.notAudioTitle, description: RECORDING_MESSAGES.notAudio };
  return { title: RECORDING_MESSAGES.tooManyTitle, description: RECORDING_MESSAGES.tooMany };
}

import { RECORDING_MAX_BYTES, SESSION_MAX_RECORDINGS } from '../../../../contracts/submissions';
import type { Translator } from '../../../../contracts/i18n/translator';

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

/** The toast for the first refused file, in the words the server uses for the same refusal (contracts' RECORDING_MESSAGES). */
export function audioRejectionToast(t: Translator, { file, reason }: RejectedAudio): { title: string; description: string } {
  if (reason === 'too-large')
    return { title: t('submissions.recordings.tooLargeTitle'), description: t('submissions.recordings.tooLarge', { fileName: file.name }) };
  if (reason === 'not-audio') return { title: t('submissions.recordings.notAudioTitle'), description: t('submissions.recordings.notAudio') };
  return { title: t('submissions.recordings.tooManyTitle'), description: t('submissions.recordings.tooMany', { max: SESSION_MAX_RECORDINGS }) };
}

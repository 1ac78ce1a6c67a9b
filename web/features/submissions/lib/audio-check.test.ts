import { describe, expect, it } from 'vitest';
import { RECORDING_MAX_BYTES, RECORDING_MESSAGES, SESSION_MAX_RECORDINGS } from '../../../../contracts/submissions';
import { audioRejectionToast, checkAudioFiles } from './audio-check';
import { i18nStore } from '@/i18n/i18n-store';

const t = i18nStore.get().t;

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('checkAudioFiles', () => {
  it('takes audio files within the recordings’ limits and refuses the rest with the recordings’ words', () => {
    const memo = file('memo.m4a', 'audio/mp4');
    const photo = file('drawing.png', 'image/png');
    const long = file('long.webm', 'audio/webm', RECORDING_MAX_BYTES + 1);
    const { accepted, rejected } = checkAudioFiles([memo, photo, long], 0);
    expect(accepted).toEqual([memo]);
    expect(rejected.map((r) => r.reason)).toEqual(['not-audio', 'too-large']);
    expect(audioRejectionToast(t, rejected[0]!)).toEqual({ title: RECORDING_MESSAGES.notAudioTitle, description: RECORDING_MESSAGES.notAudio });
    expect(audioRejectionToast(t, rejected[1]!).description).toBe('long.webm is over 25MB');
  });

  it('counts the recordings already there against the limit', () => {
    const { accepted, rejected } = checkAudioFiles([file('a.webm', 'audio/webm'), file('b.webm', 'audio/webm')], SESSION_MAX_RECORDINGS - 1);
    expect(accepted.map((f) => f.name)).toEqual(['a.webm']);
    expect(audioRejectionToast(t, rejected[0]!).description).toBe(RECORDING_MESSAGES.tooMany);
  });
});

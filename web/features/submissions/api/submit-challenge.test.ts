// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SubmitChallengeResponse } from '../../../../contracts/submissions';
import { answer, mockApi } from '../../../../test/api-mock';
import { submitChallenge } from './submissions';

const server = mockApi(answer.post('/api/challenges/submit', SubmitChallengeResponse, { message: 'ok', submissionId: 'sub-1' }));

describe('submitChallenge (issue 35)', () => {
  it('sends a chosen audio file as the session sends a recording: audio_0 under its own name, and the count', async () => {
    const photo = new File([new Uint8Array(4)], 'week-1.png', { type: 'image/png' });
    const memo = new File([new Uint8Array(4)], 'voice-memo.m4a', { type: 'audio/mp4' });
    await submitChallenge({ planId: 'plan-1', weekNumber: 1, images: [photo], recordings: [{ blob: memo, durationSeconds: 0 }], observations: {} });
    const [sent] = server.requests('POST', '/api/challenges/submit');
    await expect.poll(() => sent?.form).toBeDefined();
    const form = sent!.form!;
    expect((form.get('audio_0') as File).name).toBe('voice-memo.m4a');
    expect(form.get('recordingCount')).toBe('1');
    expect((form.get('images') as File).name).toBe('week-1.png');
  });

  it('sends no recording fields when there are none', async () => {
    await submitChallenge({ planId: 'plan-1', weekNumber: 1, images: [new File(['x'], 'a.png', { type: 'image/png' })], observations: {} });
    const [sent] = server.requests('POST', '/api/challenges/submit');
    await expect.poll(() => sent?.form).toBeDefined();
    expect(sent!.form!.has('recordingCount')).toBe(false);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES, SubmitChallengeResponse } from '../../../../contracts/submissions';
import { answer, answerError, answerNetworkError, mockApi } from '../../../../test/api-mock';
import { ApiError } from '@/lib/api';
import { submitChallenge } from './submissions';

const server = mockApi();
const photo = () => new File([new Uint8Array(64 * 1024).fill(7)], 'mia-week-1.png', { type: 'image/png' });

describe('the weekly upload (XMLHttpRequest, for its progress)', () => {
  it('sends the photos and observations as before, reports progress up to 100 % and reads the answer', async () => {
    server.use(answer.post('/api/challenges/submit', SubmitChallengeResponse, { message: 'Submitted!', submissionId: 'sub-1' }));
    const progress: number[] = [];
    const result = await submitChallenge({
      planId: 'plan-1',
      weekNumber: 2,
      images: [photo()],
      observations: { childMood: '4', specificObservations: '  fingers  ' },
      onProgress: (percent) => progress.push(percent),
    });

    expect(result).toEqual({ message: 'Submitted!', submissionId: 'sub-1' });
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((percent, i) => percent >= 0 && percent <= 100 && percent >= (progress[i - 1] ?? 0))).toBe(true);
    const form = server.requests('POST', '/api/challenges/submit')[0]?.form;
    expect(form?.get('planId')).toBe('plan-1');
    expect(form?.get('weekNumber')).toBe('2');
    expect(form?.get('specificObservations')).toBe('fingers');
    expect((form?.get('images') as File | null)?.name).toBe('mia-week-1.png');
  });

  it('turns the server’s refusal into ApiError with its message, and a lost connection into a TypeError as fetch does', async () => {
    server.use(answerError('post', '/api/challenges/submit', 403, { code: 'FORBIDDEN', message: SUBMISSION_MESSAGES.weekLocked(1) }));
    const refused = await submitChallenge({ planId: 'plan-1', weekNumber: 3, images: [photo()], observations: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN', serverMessage: SUBMISSION_MESSAGES.weekLocked(1) });

    server.use(answerNetworkError('post', '/api/challenges/submit'));
    await expect(submitChallenge({ planId: 'plan-1', weekNumber: 3, images: [photo()], observations: {} })).rejects.toBeInstanceOf(TypeError);
  });
});

import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InteractiveSessionsResponse, PlanSubmissionsResponse, Submission, SUBMISSION_MESSAGES } from '../../../contracts/submissions.ts';
import { files, submissionImages, submissionRecordings } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission, startSubmissionWorkers, waitForEvaluation } from '../../../test/submission-factories.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { multipart, postForm, type FilePart } from '../../../test/multipart.ts';

let ctx: TestContext;
let webm: Buffer;
let photoUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  await startSubmissionWorkers(ctx);
  // A real one-second Opus recording in WebM, as MediaRecorder makes them (made once with
  // ffmpeg: -f lavfi -i sine=frequency=440:duration=1 -c:a libopus -b:a 16k).
  webm = fs.readFileSync(new URL('../../../test/fixtures/recording.webm', import.meta.url));
  photoUrl = `data:image/png;base64,${(await figureDrawing()).toString('base64')}`;
});
afterAll(async () => ctx?.close());

const get = (url: string, user: TestUser, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie, ...headers } });
const audio = (i: number, data = webm): FilePart => ({ field: `audio_${i}`, filename: `recording_${i}.webm`, contentType: 'audio/webm', data });
const convert = (user: TestUser, fields: Record<string, string | undefined>, parts: FilePart[]) => {
  const form = multipart(fields, parts);
  return postForm(ctx, '/api/interactive-sessions/convert-to-submission', user, form);
};

describe('POST /api/interactive-sessions/convert-to-submission', () => {
  it('stores two recordings and a photo, transcribes, evaluates, and serves the audio with ranges to its owner only', async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await convert(
      parent,
      {
        planId: plan.id,
        weekNumber: '1',
        childMood: '5',
        parentNotes: 'She told a story about the sun',
        duration_0: '12',
        duration_1: '7.6',
        recordingCount: '2',
        progressImages: JSON.stringify([photoUrl]),
      },
      [audio(0), audio(1)],
    );
    expect(response.statusCode).toBe(200);
    const { message, submissionId } = response.json();
    expect(message).toBe(SUBMISSION_MESSAGES.sessionSubmitted);

    expect((await waitForEvaluation(ctx, submissionId)).evaluationStatus).toBe('completed');
    const submission = Submission.parse((await get(`/api/submissions/${submissionId}`, parent)).json());
    expect(submission).toMatchObject({ source: 'interactive', recordingCount: 2, childMood: '5', parentNotes: 'She told a story about the sun' });
    expect(submission.images).toHaveLength(1);
    // Offline there are no transcripts, but the recordings exist: the feedback counts them.
    const feedback = JSON.stringify(submission.aiFeedback);
    expect(feedback).toContain('2 recordings kept with this week — you can listen to them again under Voice Recordings.');
    expect(feedback).not.toContain('No recordings');

    const sessions = InteractiveSessionsResponse.parse((await get(`/api/interactive-sessions/${plan.id}?weekNumber=1`, parent)).json());
    expect(sessions).toHaveLength(1);
    // The length is read from each file (a one-second recording), not from the duration_i fields.
    expect(sessions[0]!.audio.map((a) => [a.duration, a.transcriptionStatus])).toEqual([
      [1, 'unavailable'],
      [1, 'unavailable'],
    ]);
    expect((await get(`/api/interactive-sessions/${plan.id}?weekNumber=2`, parent)).json()).toEqual([]);
    expect((await get(`/api/interactive-sessions/${plan.id}?weekNumber=1`, other)).statusCode).toBe(404);

    const audioUrl = sessions[0]!.audio[0]!.audioUrl;
    const whole = await get(audioUrl, parent);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/webm', 'accept-ranges': 'bytes' });
    expect(whole.headers['cache-control']).toContain('private');
    expect(whole.headers['content-disposition']).toMatch(/\.webm"$/);
    expect(whole.rawPayload.equals(webm)).toBe(true);
    const part = await get(audioUrl, parent, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${webm.length}`);
    expect(part.rawPayload.equals(webm.subarray(0, 100))).toBe(true);
    expect((await get(audioUrl, parent, { range: 'bytes=-10' })).rawPayload.equals(webm.subarray(webm.length - 10))).toBe(true);
    const beyond = await get(audioUrl, parent, { range: `bytes=${webm.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${webm.length}`);
    expect((await get(audioUrl, other, { range: 'bytes=0-99' })).statusCode).toBe(404);
    expect((await get('/api/files/not-a-uuid', parent)).statusCode).toBe(404);
  });

  it('refuses non-audio recordings, a wrong count, and an empty session — storing nothing', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const base = { planId: plan.id, weekNumber: '1' };
    const notAudio = await convert(parent, { ...base, recordingCount: '1' }, [audio(0, await figureDrawing())]);
    expect(notAudio.statusCode).toBe(415);
    expect((await convert(parent, { ...base, recordingCount: '2' }, [audio(0)])).statusCode).toBe(400);
    const empty = await convert(parent, { ...base, recordingCount: '0' }, []);
    expect([empty.statusCode, empty.json().message]).toEqual([400, SUBMISSION_MESSAGES.nothingToSubmit]);
    expect((await convert(parent, { ...base, progressImages: '["not a data url"]' }, [])).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id))).toHaveLength(0);
  });
});

describe('reading submissions', () => {
  it("lists, shows and serves a parent's own submissions; another parent gets 404", async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const first = await createSubmission({ ctx, user: parent, plan, weekNumber: 1, withImage: true });
    const second = await createSubmission({ ctx, user: parent, plan, weekNumber: 2, status: 'failed' });

    const list = PlanSubmissionsResponse.parse((await get(`/api/plans/${plan.id}/submissions`, parent)).json());
    expect(list.map((s) => [s.weekNumber, s.aiFeedback])).toEqual([
      [2, null],
      [1, null],
    ]);
    const gallery = PlanSubmissionsResponse.parse((await get(`/api/plans/${plan.id}/gallery`, parent)).json());
    expect(gallery.map((s) => s.id)).toEqual([first.id]);
    const full = Submission.parse((await get(`/api/submissions/${first.id}`, parent)).json());
    expect(full.aiFeedback).toMatchObject({ overallFeedback: expect.any(String) });
    expect(full.imageUrl).toBe(full.images[0]!.imageUrl);
    expect((await get(`/api/submissions/${second.id}/feedback`, parent)).json()).toMatchObject({ evaluationStatus: 'failed', aiFeedback: { retryable: true } });
    const { images } = (await get(`/api/submissions/${first.id}/images`, parent)).json();
    expect(images).toHaveLength(1);
    const thumb = await get(images[0].thumbUrl, parent);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/jpeg']);

    for (const url of [
      `/api/plans/${plan.id}/submissions`,
      `/api/plans/${plan.id}/gallery`,
      `/api/submissions/${first.id}`,
      `/api/submissions/${first.id}/feedback`,
      `/api/submissions/${first.id}/images`,
      images[0].imageUrl,
      '/api/submissions/not-a-uuid',
    ]) {
      expect((await get(url, other)).statusCode, url).toBe(404);
    }
  });

  it('lists each submission as the submission endpoint shows it, feedback left out: photos in order, recordings counted', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const first = await createSubmission({ ctx, user: parent, plan, weekNumber: 1, withImage: true });
    const retried = await createSubmission({ ctx, user: parent, plan, weekNumber: 2, status: 'failed' });
    const again = await createSubmission({ ctx, user: parent, plan, weekNumber: 2, attemptNumber: 2, status: 'pending', withImage: true });
    const db = ctx.database.db;
    const [photo] = await db.select().from(submissionImages).where(eq(submissionImages.submissionId, first.id));
    // A second photo sent before the first one in position order, and two recordings on the retried week.
    await db.insert(submissionImages).values({ submissionId: first.id, fileId: photo!.fileId, position: -1, isPrimary: false });
    await db.insert(submissionRecordings).values([0, 1].map((position) => ({ submissionId: retried.id, fileId: photo!.fileId, position, durationSeconds: 5 })));

    const list = PlanSubmissionsResponse.parse((await get(`/api/plans/${plan.id}/submissions`, parent)).json());
    expect(list.map((s) => s.id)).toEqual([again.id, retried.id, first.id]);
    for (const listed of list) {
      const full = Submission.parse((await get(`/api/submissions/${listed.id}`, parent)).json());
      expect(listed).toEqual({ ...full, aiFeedback: null });
    }
    expect(list.map((s) => [s.images.length, s.recordingCount])).toEqual([
      [1, 0],
      [0, 2],
      [2, 0],
    ]);
    expect(list[2]!.images.map((i) => i.isPrimary)).toEqual([false, true]);
    const gallery = PlanSubmissionsResponse.parse((await get(`/api/plans/${plan.id}/gallery`, parent)).json());
    expect(gallery).toEqual(list.filter((s) => s.images.length > 0));
  });
});

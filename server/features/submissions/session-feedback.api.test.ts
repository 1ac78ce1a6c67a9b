import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetailedFeedback } from '../../../contracts/analysis.ts';
import { InteractiveSessionsResponse, Submission } from '../../../contracts/submissions.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { multipart, postForm, type FilePart } from '../../../test/multipart.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { startSubmissionWorkers, waitForEvaluation } from '../../../test/submission-factories.ts';
import { createLocalAnalyser } from '../../providers/ai/local/local-analyser.ts';

// Issue 19: "No recordings this week" appeared under an interactive session with two
// recordings. Whatever reaches the evaluation, the feedback counts every recording the
// submission has, and tells the parent where to listen — never what the server lacks.

/** The local analyser, with a transcription service that hears only the recordings named here. */
const heard = new Map<string, string>();
const analyser = { ...createLocalAnalyser(), transcribe: async ({ fileName }: { fileName: string }) => heard.get(fileName) ?? null };

let ctx: TestContext;
let webm: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' }, { analyser });
  await startSubmissionWorkers(ctx);
  // A real one-second Opus recording in WebM, as MediaRecorder makes them.
  webm = fs.readFileSync(new URL('../../../test/fixtures/recording.webm', import.meta.url));
});
afterAll(async () => ctx?.close());

const audio = (i: number): FilePart => ({ field: `audio_${i}`, filename: `recording_${i}.webm`, contentType: 'audio/webm', data: webm });

/** An interactive session of two recordings and nothing else, sent and evaluated. */
async function sessionOfTwoRecordings(parent: TestUser) {
  const plan = await createPlan({ ctx, user: parent, setUp: true });
  const form = multipart({ planId: plan.id, weekNumber: '1', recordingCount: '2' }, [audio(0), audio(1)]);
  const response = await postForm(ctx, '/api/interactive-sessions/convert-to-submission', parent, form);
  expect(response.statusCode).toBe(200);
  const { submissionId } = response.json<{ submissionId: string }>();
  expect((await waitForEvaluation(ctx, submissionId)).evaluationStatus).toBe('completed');
  const read = await ctx.app.inject({ method: 'GET', url: `/api/submissions/${submissionId}`, headers: { cookie: parent.cookie } });
  const submission = Submission.parse(read.json());
  const sessions = await ctx.app.inject({ method: 'GET', url: `/api/interactive-sessions/${plan.id}?weekNumber=1`, headers: { cookie: parent.cookie } });
  return { submission, feedback: DetailedFeedback.parse(submission.aiFeedback), session: InteractiveSessionsResponse.parse(sessions.json())[0]! };
}

describe('feedback on an interactive session of two recordings', () => {
  it('counts both when neither could be transcribed, and says where to listen', async () => {
    heard.clear();
    const { submission, feedback, session } = await sessionOfTwoRecordings(await createUser(ctx));
    expect(submission).toMatchObject({ source: 'interactive', recordingCount: 2, images: [] });
    expect(session.audio.map((a) => a.transcriptionStatus)).toEqual(['unavailable', 'unavailable']);
    expect(feedback.interactionAnalysis.communicationPatterns).toEqual([
      '2 recordings kept with this week — you can listen to them again under Voice Recordings. Talking about the picture while it grows builds vocabulary and planning.',
    ]);
    expect(feedback.cognitiveAssessment.strengths).toEqual(['Recording the session together']);
    const text = JSON.stringify(feedback);
    expect(text).not.toContain('No recordings');
    expect(text).not.toMatch(/AI provider|server/);
  });

  it('counts both when only one was transcribed', async () => {
    heard.clear();
    heard.set('recording_0.webm', 'Child: It is a big red sun.');
    const { feedback, session } = await sessionOfTwoRecordings(await createUser(ctx));
    expect(session.audio.map((a) => a.transcriptionStatus)).toEqual(['completed', 'unavailable']);
    expect(feedback.interactionAnalysis.communicationPatterns[0]).toMatch(/^You recorded 2 conversations while drawing/);
    expect(feedback.cognitiveAssessment.strengths).toEqual(['Talking through the drawing together']);
  });
});

import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InteractiveSessionsResponse, RECORDING_MAX_BYTES, RECORDING_MESSAGES, SUBMISSION_MESSAGES } from '../../../contracts/submissions.ts';
import { files, submissions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { multipart, postForm, type FilePart } from '../../../test/multipart.ts';
import { createPlan } from '../../../test/plan-factories.ts';

// Issue 35: the weekly form takes a voice recording as an audio file, read exactly as the
// interactive session's recordings are (same probe, same limits, same words).

let ctx: TestContext;
let webm: Buffer;
let drawing: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  webm = fs.readFileSync(new URL('../../../test/fixtures/recording.webm', import.meta.url));
  drawing = await figureDrawing();
});
afterAll(async () => ctx?.close());

const image = (data = drawing, filename = 'drawing.png'): FilePart => ({ field: 'images', filename, contentType: 'image/png', data });
const audio = (data: Buffer, filename = 'voice-memo.webm'): FilePart => ({ field: 'audio_0', filename, contentType: 'audio/webm', data });
const submit = (user: TestUser, fields: Record<string, string>, parts: FilePart[]) => postForm(ctx, '/api/challenges/submit', user, multipart(fields, parts));
const filesOf = (userId: string) => ctx.database.db.select().from(files).where(eq(files.ownerId, userId));

describe('POST /api/challenges/submit with an audio file', () => {
  it('keeps the recording with the week, its length read from the file, playable under Voice Recordings', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await submit(parent, { planId: plan.id, weekNumber: '1', recordingCount: '1' }, [image(), audio(webm)]);
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json();

    const sessions = InteractiveSessionsResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/interactive-sessions/${plan.id}?weekNumber=1`, headers: { cookie: parent.cookie } })).json(),
    );
    expect(sessions.map((s) => s.submissionId)).toEqual([submissionId]);
    expect(sessions[0]!.audio).toHaveLength(1);
    expect(sessions[0]!.audio[0]!.duration).toBeGreaterThan(0);
    const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row!.source).toBe('upload');
  });

  it('refuses a file that is not audio with the recordings’ message (415) and stores nothing', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const notAudio = audio(Buffer.from('<!doctype html><p>not a recording</p>'), 'notes.webm');
    const response = await submit(parent, { planId: plan.id, weekNumber: '1', recordingCount: '1' }, [image(), notAudio]);
    expect([response.statusCode, response.json().message]).toEqual([415, RECORDING_MESSAGES.notAudio]);
    expect(await filesOf(parent.id)).toHaveLength(0);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.planId, plan.id))).toHaveLength(0);
  });

  it('refuses a recording over 25 MB (413) in the recordings’ words, and a photo over 10 MB in the spec’s', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const big = Buffer.concat([webm, Buffer.alloc(RECORDING_MAX_BYTES)]);
    const tooLong = await submit(parent, { planId: plan.id, weekNumber: '1', recordingCount: '1' }, [image(), audio(big, 'long.webm')]);
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([413, RECORDING_MESSAGES.tooLarge('long.webm')]);

    const bigPhoto = image(Buffer.concat([drawing, Buffer.alloc(11 * 1024 * 1024)]), 'huge.png');
    const tooBig = await submit(parent, { planId: plan.id, weekNumber: '1' }, [bigPhoto]);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, SUBMISSION_MESSAGES.fileTooLarge('huge.png')]);
    expect(await filesOf(parent.id)).toHaveLength(0);
  });

  it('still needs a photo of the drawing: a recording alone is the spec’s "Please select at least one image"', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await submit(parent, { planId: plan.id, weekNumber: '1', recordingCount: '1' }, [audio(webm)]);
    expect([response.statusCode, response.json().message]).toEqual([400, SUBMISSION_MESSAGES.noImages]);
    expect(await filesOf(parent.id)).toHaveLength(0);
  });
});

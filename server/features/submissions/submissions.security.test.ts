import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InteractiveSessionsResponse, RECORDING_FORMATS } from '../../../contracts/submissions.ts';
import { files, submissions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { multipart, postForm, type FilePart } from '../../../test/multipart.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { submissionRepository } from './repository.ts';
import { RECORDING_NOT_AUDIO } from './session-uploads.ts';
import { englishMessage } from '../../platform/errors.ts';

// Issue 16, finding 12: recordings were checked by their first bytes only and took their
// length from the client; a refused duplicate said "3 times" after one.

let ctx: TestContext;
let webm: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  webm = fs.readFileSync(new URL('../../../test/fixtures/recording.webm', import.meta.url));
});
afterAll(async () => ctx?.close());
afterEach(() => vi.restoreAllMocks());

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/account").then(r=>r.text()).then(alert)</script></body></html>');
/** The first 36 bytes of an Ogg Opus file: a page header that opens a stream and the OpusHead magic. */
function oggOpusFirstPage(): Buffer {
  const page = Buffer.alloc(28);
  page.write('OggS', 0, 'latin1');
  page[5] = 0x02; // beginning of stream
  page[26] = 1; // one segment
  page[27] = 19; // of 19 bytes: the OpusHead packet
  return Buffer.concat([page, Buffer.from('OpusHead', 'latin1')]);
}
const audio = (data: Buffer, i = 0): FilePart => ({ field: `audio_${i}`, filename: `recording_${i}.webm`, contentType: 'audio/webm', data });
const convert = (user: TestUser, fields: Record<string, string>, parts: FilePart[]) => {
  const form = multipart(fields, parts);
  return postForm(ctx, '/api/interactive-sessions/convert-to-submission', user, form);
};

describe('recordings are probed as whole audio files', () => {
  it.each([
    ['a WebM header followed by a web page', () => Buffer.concat([webm.subarray(0, 64), HTML])],
    ['a whole WebM recording with a web page after it', () => Buffer.concat([webm, HTML])],
    ['a WebM recording cut off midway', () => webm.subarray(0, Math.floor(webm.length / 2))],
    ['an Ogg/Opus first page followed by a web page', () => Buffer.concat([oggOpusFirstPage(), HTML])],
    ['an MP4 header followed by a web page', () => Buffer.concat([Buffer.from('\0\0\0\x18ftypM4A \0\0\0\0isomM4A '), HTML])],
    ['a WAV header followed by a web page', () => Buffer.concat([Buffer.from('RIFF\x40\0\0\0WAVEfmt '), HTML])],
  ])('refuses %s and stores nothing', async (_name, bytes) => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await convert(parent, { planId: plan.id, weekNumber: '1', recordingCount: '1' }, [audio(bytes())]);
    expect([response.statusCode, response.json().message]).toEqual([415, englishMessage(RECORDING_NOT_AUDIO, { formats: RECORDING_FORMATS })]);
    expect(await ctx.database.db.select().from(files).where(eq(files.ownerId, parent.id))).toHaveLength(0);
  });

  it("takes the length from the file, not the client's duration field, and serves it as audio with nosniff", async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const response = await convert(parent, { planId: plan.id, weekNumber: '1', recordingCount: '1', duration_0: '86400' }, [audio(webm)]);
    expect(response.statusCode).toBe(200);
    const sessions = InteractiveSessionsResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/interactive-sessions/${plan.id}?weekNumber=1`, headers: { cookie: parent.cookie } })).json(),
    );
    const [recording] = sessions[0]!.audio;
    expect(recording!.duration).toBe(1);
    const served = await ctx.app.inject({ method: 'GET', url: recording!.audioUrl, headers: { cookie: parent.cookie } });
    expect(served.headers).toMatchObject({ 'content-type': 'audio/webm', 'x-content-type-options': 'nosniff' });
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="audio-[0-9a-f]{8}\.webm"$/);
  });
});

describe('a refused duplicate submission', () => {
  it('states how often the week was really submitted', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
    // Replays two submissions of week 1 at the same moment: both counted no attempt yet, the
    // unique index kept the first, and the second was refused.
    vi.spyOn(submissionRepository, 'attemptsAt').mockResolvedValueOnce(0).mockResolvedValueOnce(0);
    const form = multipart({ planId: plan.id, weekNumber: '1' }, [
      { field: 'images', filename: 'd.png', contentType: 'image/png', data: await figureDrawing() },
    ]);
    const response = await postForm(ctx, '/api/challenges/submit', parent, form);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^You have already submitted this week once\./);
    expect(response.json().message).not.toContain('3 times');
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.planId, plan.id))).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';
import { capturingLogger } from '../../test/capturing-logger.ts';
import { figureDrawing } from '../../test/drawings.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { startS3rver } from '../../test/s3rver.ts';
import { storeImage } from '../features/files/store-image.ts';
import { englishMessage, UNAVAILABLE_MESSAGE } from './errors.ts';

// Issue 20: with S3 down, /readyz answered 200 and every file 404 ("File not found"), with no log line.
const capture = capturingLogger('info');
let s3: Awaited<ReturnType<typeof startS3rver>>;
let ctx: TestContext;
let parent: TestUser;
let fileId: string;
let lostFileId: string;
beforeAll(async () => {
  s3 = await startS3rver();
  ctx = await createTestApp(s3.env, { logger: capture.logger });
  parent = await createUser(ctx);
  const image = await figureDrawing();
  fileId = (await storeImage({ db: ctx.database.db, storage: ctx.storage, data: image, ownerId: parent.id, kind: 'submission-image' })).file.id;
  const lost = await storeImage({ db: ctx.database.db, storage: ctx.storage, data: image, ownerId: parent.id, kind: 'submission-image' });
  lostFileId = lost.file.id;
  await ctx.storage.delete(lost.file.storageKey);
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close().catch(() => {});
});

const getFile = (id: string) => ctx.app.inject({ url: `/api/files/${id}`, headers: { cookie: parent.cookie } });

describe('the file store', () => {
  it('while up: ready, files served, and a recorded file missing from the store is a logged 404', async () => {
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect((await getFile(fileId)).statusCode).toBe(200);
    expect((await getFile(lostFileId)).statusCode).toBe(404);
    expect(capture.lines.some((line) => line.msg === 'file is recorded but not in the file store' && line.fileId === lostFileId)).toBe(true);
  });

  it('while down: not ready, and a file is "briefly unavailable" (503, logged), not "not found"', async () => {
    await s3.close();
    const ready = await ctx.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { code: 'UNAVAILABLE', message: 'File store unavailable' }]);
    const file = await getFile(fileId);
    expect([file.statusCode, file.json()]).toEqual([503, { code: 'UNAVAILABLE', message: englishMessage(UNAVAILABLE_MESSAGE) }]);
    expect(capture.lines.some((line) => line.level === 50 && line.msg === 'request failed' && /file store/i.test(JSON.stringify(line.err)))).toBe(true);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { multipart, postForm } from '../../../test/multipart.ts';
import { startS3rver } from '../../../test/s3rver.ts';
import { storedDrawingFile } from './free-analysis.fixture.ts';

let ctx: TestContext;
let s3: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  s3 = await startS3rver();
  ctx = await createTestApp(s3.env);
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

it('stores free-analysis drawings in an S3-compatible bucket when S3 is configured', async () => {
  expect(ctx.storage.kind).toBe('s3');
  const body = multipart({}, [{ field: 'image', filename: 'figure.png', contentType: 'image/png', data: await figureDrawing() }]);
  const response = await postForm(ctx, '/api/drawings/analyze', null, body);
  expect(response.statusCode).toBe(200);
  const file = await storedDrawingFile(ctx, response.json().drawingId);
  expect(await ctx.storage.list('drawing/')).toEqual([file.storageKey, file.thumbKey].sort());
});

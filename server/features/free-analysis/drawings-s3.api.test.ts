import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drawings, files } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { multipart } from '../../../test/multipart.ts';
import { startS3rver } from '../../../test/s3rver.ts';

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
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/drawings/analyze',
    headers: { ...body.headers, origin: TEST_ORIGIN },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  const [row] = await ctx.database.db
    .select({ file: files })
    .from(drawings)
    .innerJoin(files, eq(files.id, drawings.fileId))
    .where(eq(drawings.id, response.json().drawingId));
  expect(await ctx.storage.list('drawing/')).toEqual([row!.file.storageKey, row!.file.thumbKey].sort());
});

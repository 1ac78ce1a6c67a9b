import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from '../../../contracts/tasks.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing, sceneDrawing } from '../../../test/drawings.ts';
import { createUser } from '../../../test/factories.ts';
import { pngBomb } from '../../../test/images.ts';
import { planAtCheckpoint, scoreShapes, storedCounts } from './tasks.fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_ANALYZE: '1000' });
});
afterAll(async () => ctx?.close());

describe('POST /api/tasks/shapes/score: what is refused', { timeout: 120_000 }, () => {
  it('answers 422 for a photo of a plain drawing, and stores nothing — no row, no file', async () => {
    const parent = await createUser(ctx);
    const plan = await planAtCheckpoint(ctx, parent);
    for (const [user, drawing, place] of [
      [null, await sceneDrawing(), {}],
      [parent, await figureDrawing(), { planId: plan.id, checkpointNumber: '1' }],
    ] as const) {
      const before = await storedCounts(ctx);
      const response = await scoreShapes(ctx, user, { childAge: '60', ...place }, drawing);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(TASK_MESSAGES.sheetNotFound);
      expect(await storedCounts(ctx)).toEqual(before);
    }
  });

  it('answers 400 without a photo or an age, 415 for a file that is not an image, 413 for one over 10 MB and for too many pixels', async () => {
    const before = await storedCounts(ctx);
    expect((await scoreShapes(ctx, null, { childAge: '60' })).statusCode).toBe(400);
    expect((await scoreShapes(ctx, null, {}, await sceneDrawing())).statusCode).toBe(400);
    expect((await scoreShapes(ctx, null, { childAge: '60' }, Buffer.from('%PDF-1.4 not a photo'))).statusCode).toBe(415);
    const tooLarge = await scoreShapes(ctx, null, { childAge: '60' }, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Please select an image under 10MB');
    expect((await scoreShapes(ctx, null, { childAge: '60' }, pngBomb())).statusCode).toBe(413);
    expect(await storedCounts(ctx)).toEqual(before);
  });
});

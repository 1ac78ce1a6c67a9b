import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHAPE_ITEMS, TASK_MESSAGES, TaskResult, type ShapeItem } from '../../../contracts/tasks.ts';
import { renderCompletedSheet, type SheetLabels } from '../../../bench/tasks/completed-sheet.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing, landscapeDrawing, sceneDrawing, scribbleDrawing } from '../../../test/drawings.ts';
import { createUser } from '../../../test/factories.ts';
import { pngBomb } from '../../../test/images.ts';
import { estimateTask } from './estimate.ts';
import { planAtCheckpoint, scoreShapes, storedCounts, taskRow } from './tasks.fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_ANALYZE: '1000' });
});
afterAll(async () => ctx?.close());

/** A child of about five: the early shapes copied well, the square and the X missed, the last two left empty. */
const COPIES: SheetLabels = {
  'vertical-line': 'pass',
  'horizontal-line': 'pass',
  circle: 'pass',
  cross: 'pass',
  'diagonal-line': 'pass',
  square: 'fail',
  'diagonal-cross': 'fail',
  triangle: 'empty',
  diamond: 'empty',
};

describe('POST /api/tasks/shapes/score: a photographed sheet', { timeout: 120_000 }, () => {
  it('gives the results of the copies drawn on it, with crops, the estimate from the norms, and stores them with the photo', async () => {
    const parent = await createUser(ctx);
    const plan = await planAtCheckpoint(ctx, parent);
    const photo = await renderCompletedSheet({ paper: 'a4', copies: COPIES, photo: true, seed: 33 });
    const response = await scoreShapes(ctx, parent, { childAge: '62', planId: plan.id, checkpointNumber: '1' }, photo);
    expect(response.statusCode).toBe(200);
    const result = TaskResult.parse(response.json());
    expect(result).toMatchObject({ task: 'shapes', sheet: 'printed', childAge: 62, planId: plan.id, checkpointNumber: 1 });
    expect(result.items.map((i) => i.item)).toEqual([...SHAPE_ITEMS]);
    expect(Object.fromEntries(result.items.map((i) => [i.item, i.result]))).toEqual(COPIES);
    for (const item of result.items) {
      expect(item.scored).toBe(COPIES[item.item as ShapeItem]);
      expect(item.corrected).toBe(false);
      expect(item.confidence).toEqual(expect.any(Number));
      if (item.result !== 'empty') expect(item.crop).toMatch(/^data:image\/png;base64,/);
    }
    expect(result.estimate).toEqual(estimateTask({ task: 'shapes', items: result.items.map(({ item, result }) => ({ item, result })), childAge: 62 }));
    const row = await taskRow(ctx, result.id);
    expect(row?.photoFileId).toEqual(expect.any(String));
    expect(row?.userId).toBe(parent.id);
  });

  it('finds the copies on plain paper when the parent says so (sheet=plain, no printer), signed out', async () => {
    // On plain paper every shape is copied: the scorer places copies by reading order, so a gap would shift them.
    const copies: SheetLabels = { ...COPIES, triangle: 'pass', diamond: 'fail' };
    const photo = await renderCompletedSheet({ paper: 'letter', copies, photo: true, seed: 35, sheet: 'plain' });
    const response = await scoreShapes(ctx, null, { childAge: '62', sheet: 'plain' }, photo);
    expect(response.statusCode).toBe(200);
    const result = TaskResult.parse(response.json());
    expect(result.sheet).toBe('plain');
    expect(Object.fromEntries(result.items.map((i) => [i.item, i.result]))).toEqual(copies);

    // Sent as a printed sheet (the default), the same page has no marks: it is not read as copies.
    const before = await storedCounts(ctx);
    const printed = await scoreShapes(ctx, null, { childAge: '62' }, photo);
    expect(printed.statusCode).toBe(422);
    expect(printed.json().message).toBe(TASK_MESSAGES.sheetNotFound);
    expect(await storedCounts(ctx)).toEqual(before);
  });
});

describe('POST /api/tasks/shapes/score: what is refused', { timeout: 120_000 }, () => {
  it('answers 422 for a photo of a plain drawing, and stores nothing — no row, no file', async () => {
    const parent = await createUser(ctx);
    const plan = await planAtCheckpoint(ctx, parent);
    for (const [user, drawing, place] of [
      [null, await scribbleDrawing(), {}],
      [parent, await figureDrawing(), { planId: plan.id, checkpointNumber: '1' }],
    ] as const) {
      const before = await storedCounts(ctx);
      const response = await scoreShapes(ctx, user, { childAge: '60', ...place }, drawing);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(TASK_MESSAGES.sheetNotFound);
      expect(await storedCounts(ctx)).toEqual(before);
    }
  });

  it('answers 422 for a free drawing both ways — as a printed sheet and as copies on plain paper — and stores nothing', async () => {
    for (const drawing of [await sceneDrawing(), await landscapeDrawing()])
      for (const [sheet, message] of [
        ['printed', TASK_MESSAGES.sheetNotFound],
        ['plain', TASK_MESSAGES.copiesNotFound],
      ] as const) {
        const before = await storedCounts(ctx);
        const response = await scoreShapes(ctx, null, { childAge: '60', sheet }, drawing);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(message);
        expect(await storedCounts(ctx)).toEqual(before);
      }
  });

  it('answers 400 for a sheet that is neither printed nor plain', async () => {
    const response = await scoreShapes(ctx, null, { childAge: '60', sheet: 'lined' }, await sceneDrawing());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TASK_MESSAGES.sheetKind);
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

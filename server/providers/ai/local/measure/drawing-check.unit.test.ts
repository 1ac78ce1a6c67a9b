import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleDrawing, figureDrawing, photoLikeDrawing, sceneDrawing, scribbleDrawing, threeColourDrawing } from '../../../../../test/drawings.ts';
import { dustySheet, faintDrawing, offCentreDrawing, sparseDrawing, tinyDrawing } from '../../../../../test/hard-drawings.ts';
import { blankSheet, blankSheetOnTable, continuousTonePhoto, screenshot } from '../../../../../test/not-drawings.ts';
import { analyzeDrawingLocally, closeMeasurePool, NotADrawingError } from '../analyze-drawing.ts';
import { analyzeDrawings } from '../analyze-drawings.ts';
import { checkDrawing, type DrawingCheck } from './drawing-check.ts';
import { readSheet } from './measure-drawing.ts';
import { loadOpenCv, MatScope } from './opencv.ts';

/** The check as measure-drawing.ts runs it: on the straightened page and its marks. */
async function check(bytes: Buffer): Promise<DrawingCheck> {
  const { cv } = await loadOpenCv();
  const scope = new MatScope(cv);
  try {
    const { page, marks } = await readSheet(scope, bytes);
    return checkDrawing(scope, page, marks);
  } finally {
    scope.deleteAll();
  }
}

const NEGATIVES = {
  blankSheet,
  blankSheetOnTable,
  dustySheet,
  dustySheetPhotographed: () => dustySheet({ photographed: true }),
  continuousTonePhoto,
  screenshot,
};
const REASONS: Record<keyof typeof NEGATIVES, string> = {
  blankSheet: 'blank',
  blankSheetOnTable: 'blank',
  dustySheet: 'blank',
  dustySheetPhotographed: 'blank',
  continuousTonePhoto: 'photo',
  screenshot: 'screenshot',
};
const DRAWINGS = { scribbleDrawing, circleDrawing, threeColourDrawing, figureDrawing, sceneDrawing, photoLikeDrawing: () => photoLikeDrawing(12) };
/** Issue 32: never refused as "not a drawing", scanned or photographed. */
const HARD = { faintDrawing, tinyDrawing, sparseDrawing, offCentreDrawing };
const HARD_DRAWINGS = Object.fromEntries(
  Object.entries(HARD).flatMap(([name, make]) => [
    [name, () => make()],
    [`${name}Photographed`, () => make({ photographed: true })],
  ]),
);
/** A pencil line only 10 % darker than the paper: segment-marks' closer look finds it. */
HARD_DRAWINGS.veryFaintDrawing = () => faintDrawing({ contrast: 0.1 });
HARD_DRAWINGS.veryFaintDrawingPhotographed = () => faintDrawing({ contrast: 0.1, photographed: true });

let images: Record<string, Buffer>;
beforeAll(async () => {
  const entries = await Promise.all(Object.entries({ ...NEGATIVES, ...DRAWINGS, ...HARD_DRAWINGS }).map(async ([name, make]) => [name, await make()] as const));
  images = Object.fromEntries(entries);
}, 60_000);
afterAll(() => closeMeasurePool());

describe('is there a drawing in this photo?', () => {
  it.each(Object.keys(NEGATIVES) as (keyof typeof NEGATIVES)[])('refuses %s with its reason', async (name) => {
    expect(await check(images[name]!)).toEqual({ ok: false, reason: REASONS[name] });
  });

  it.each(Object.keys(DRAWINGS))('accepts %s', async (name) => {
    expect(await check(images[name]!)).toEqual({ ok: true });
  });

  it.each(Object.keys(HARD_DRAWINGS))('accepts %s: faint, tiny, sparse or off-centre is still a drawing', async (name) => {
    expect(await check(images[name]!)).toEqual({ ok: true });
  });

  it('accepts a drawing of a few small strokes on a big sheet', async () => {
    const sharp = (await import('sharp')).default;
    const strokes = '<path d="M700 480 L760 500 M720 530 L750 470" stroke="#333" stroke-width="5" fill="none"/>';
    const sparse = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1000"><rect width="100%" height="100%" fill="#fdfcf7"/>${strokes}</svg>`),
    )
      .jpeg()
      .toBuffer();
    expect(await check(sparse)).toEqual({ ok: true });
  }, 30_000);
});

describe('the refusal travels from the measure worker', () => {
  it('rejects with NotADrawingError and its reason, not a failure', async () => {
    const attempt = analyzeDrawingLocally({ image: { data: images.blankSheet!, mimeType: 'image/jpeg' }, difficulty: 'medium', challenge: 'general' });
    await expect(attempt).rejects.toBeInstanceOf(NotADrawingError);
    await expect(attempt).rejects.toMatchObject({ code: 'NOT_A_DRAWING', reason: 'blank' });
  }, 60_000);

  it("leaves photos that are not drawings out of a week's analyses, and keeps the drawings", async () => {
    const image = (name: string) => ({ data: images[name]!, mimeType: 'image/png' });
    const analyses = await analyzeDrawings([image('continuousTonePhoto'), image('figureDrawing'), image('blankSheet')], 60);
    expect(analyses).toHaveLength(1);
    expect(analyses[0]!.stage).toBe(
      (await analyzeDrawingLocally({ image: image('figureDrawing'), childAgeMonths: 60, difficulty: 'medium', challenge: 'general' })).stage,
    );
    expect(await analyzeDrawings([image('screenshot')], 60)).toEqual([]);
  }, 60_000);
});

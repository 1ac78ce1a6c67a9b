import { describe, expect, it } from 'vitest';
import { renderCompletedSheet } from '../../../../bench/tasks/completed-sheet.ts';
import { SHAPE_ITEMS } from '../../../../contracts/tasks.ts';
import { COPY_CASES } from './copy-cases.fixture.ts';
import { freeDrawingSvg, photographPage, plainSheetSvg } from './plain-photo.fixture.ts';
import { scoreShapeSheet } from './score-sheet.ts';

describe('scoreShapeSheet without the printed sheet', () => {
  it('finds copies on plain paper in reading order; the ones not drawn are empty', async () => {
    const shapes = SHAPE_ITEMS.slice(0, 7);
    const copies = shapes.map((shape, i) => COPY_CASES.find((c) => c.shape === shape && c.expect === (i === 3 ? 'fail' : 'pass'))!);
    const scored = await scoreShapeSheet(await photographPage(plainSheetSvg(copies), { rotation: 2, tilt: 4 }));
    expect(scored?.sheet).toBe('plain');
    expect(scored?.paper).toBeNull();
    expect(scored?.items.map((i) => i.result)).toEqual(['pass', 'pass', 'pass', 'fail', 'pass', 'pass', 'pass', 'empty', 'empty']);
    expect(scored?.items.at(-1)?.crop).toBeNull();
  });

  // A 12 MP phone photo as the benchmark takes it (bench/tasks): the page turned 17° in a landscape
  // photo, the table around it larger than the page. Before: the table was taken for the page.
  it('finds the copies on a turned page held far away, in the rows of the page', async () => {
    const copies = { 'vertical-line': 'pass', 'horizontal-line': 'pass', circle: 'fail', cross: 'pass', 'diagonal-line': 'pass', square: 'pass' } as const;
    const photo = await renderCompletedSheet({ paper: 'a4', copies, photo: true, seed: 3300100, sheet: 'plain' });
    const scored = await scoreShapeSheet(photo);
    expect(scored?.sheet).toBe('plain');
    expect(scored?.items.map((i) => i.result)).toEqual(['pass', 'pass', 'fail', 'pass', 'pass', 'pass', 'empty', 'empty', 'empty']);
  });

  it('answers null for a free drawing', async () => {
    expect(await scoreShapeSheet(await photographPage(freeDrawingSvg(), { rotation: 5, tilt: 6 }))).toBeNull();
  });

  it('answers null for bytes that are not a photo', async () => {
    expect(await scoreShapeSheet(Buffer.from('not a photo'))).toBeNull();
  });
});

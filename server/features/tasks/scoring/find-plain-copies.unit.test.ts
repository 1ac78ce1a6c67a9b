import { describe, expect, it } from 'vitest';
import { renderCompletedSheet } from '../../../../bench/tasks/completed-sheet.ts';
import { SHAPE_ITEMS } from '../../../../contracts/tasks.ts';
import { COPY_CASES } from './copy-cases.fixture.ts';
import { freeDrawingSvg, page, photographPage, plainSheetSvg } from './plain-photo.fixture.ts';
import { scoreShapeSheet } from './score-sheet.ts';

describe('scoreShapeSheet without the printed sheet', () => {
  it('finds copies on plain paper in reading order; the ones not drawn are empty', async () => {
    const shapes = SHAPE_ITEMS.slice(0, 7);
    const copies = shapes.map((shape, i) => COPY_CASES.find((c) => c.shape === shape && c.expect === (i === 3 ? 'fail' : 'pass'))!);
    const scored = await scoreShapeSheet(await photographPage(plainSheetSvg(copies), { rotation: 2, tilt: 4 }), 'plain');
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
    const scored = await scoreShapeSheet(photo, 'plain');
    expect(scored?.sheet).toBe('plain');
    expect(scored?.items.map((i) => i.result)).toEqual(['pass', 'pass', 'fail', 'pass', 'pass', 'pass', 'empty', 'empty', 'empty']);
  });

  it('keeps a copy drawn low in its place in its row (the middles of a row differ, rows lie farther apart)', async () => {
    // Row one: a line and a circle high, the horizontal line between them low; row two below.
    const svg = page(
      `<g fill="none" stroke="#444" stroke-width="1.5">` +
        `<path d="M120 100V160"/><path d="M250 178H310"/><circle cx="450" cy="130" r="30"/>` +
        `<path d="M130 330V390M100 360H160"/><path d="M250 395L310 335"/></g>`,
    );
    const scored = await scoreShapeSheet(await photographPage(svg, { rotation: 2, tilt: 3 }), 'plain');
    expect(scored?.items.map((i) => i.result)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'empty', 'empty', 'empty', 'empty']);
  });

  it('answers null for a free drawing', async () => {
    expect(await scoreShapeSheet(await photographPage(freeDrawingSvg(), { rotation: 5, tilt: 6 }), 'plain')).toBeNull();
  });

  it('answers null for a page of three copies that all miss: a child stops after two misses in a row', async () => {
    const copies = SHAPE_ITEMS.slice(0, 3).map((shape) => COPY_CASES.find((c) => c.shape === shape && c.expect === 'fail')!);
    expect(await scoreShapeSheet(await photographPage(plainSheetSvg(copies), { rotation: 2, tilt: 4 }), 'plain')).toBeNull();
  });

  it('answers null for copies on plain paper sent as a printed sheet: no marks, no falling back', async () => {
    const copies = SHAPE_ITEMS.slice(0, 5).map((shape) => COPY_CASES.find((c) => c.shape === shape && c.expect === 'pass')!);
    expect(await scoreShapeSheet(await photographPage(plainSheetSvg(copies), { rotation: 2, tilt: 4 }), 'printed')).toBeNull();
  });

  it('answers null for bytes that are not a photo', async () => {
    expect(await scoreShapeSheet(Buffer.from('not a photo'), 'plain')).toBeNull();
  });
});

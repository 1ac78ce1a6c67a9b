import { describe, expect, it } from 'vitest';
import { SHAPE_ITEMS } from '../../../../contracts/tasks.ts';
import { COPY_CASES, type CopyCase } from './copy-cases.fixture.ts';
import { photographSheet } from './sheet-photo.fixture.ts';
import { scoreShapeSheet } from './score-sheet.ts';

const pick = (shape: string, expect: string, n = 0) => COPY_CASES.filter((c) => c.shape === shape && c.expect === expect)[n]!;
/** Passes up to the square, misses from the diagonal cross, the diamond left empty. */
const FILLED: (CopyCase | null)[] = [
  pick('vertical-line', 'pass'),
  pick('horizontal-line', 'pass'),
  pick('circle', 'pass', 1),
  pick('cross', 'pass'),
  pick('diagonal-line', 'pass'),
  pick('square', 'pass'),
  pick('diagonal-cross', 'fail'),
  pick('triangle', 'fail'),
  null,
];
const expected = FILLED.map((c) => c?.expect ?? 'empty');

describe('scoreShapeSheet on a printed sheet', () => {
  it('straightens a 12 MP photo taken at an angle with perspective and scores each box', async () => {
    const photo = await photographSheet('a4', FILLED, { rotation: 14, tilt: 12 });
    const scored = await scoreShapeSheet(photo, 'printed');
    expect(scored?.sheet).toBe('printed');
    expect(scored?.paper).toBe('a4');
    expect(scored?.items.map((i) => i.shape)).toEqual([...SHAPE_ITEMS]);
    expect(scored?.items.map((i) => i.result)).toEqual(expected);
    for (const item of scored!.items) expect(item.crop).toMatch(/^data:image\/png;base64,/);
  });

  it('tells Letter from A4 by the marks, rotated the other way', async () => {
    const scored = await scoreShapeSheet(await photographSheet('letter', FILLED, { rotation: -18, tilt: 8 }), 'printed');
    expect(scored?.paper).toBe('letter');
    expect(scored?.items.map((i) => i.result)).toEqual(expected);
  });
});

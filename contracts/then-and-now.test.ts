import { describe, expect, it } from 'vitest';
import type { DrawingFeatures } from './analysis.ts';
import { describeThenAndNow, THEN_AND_NOW_TEXTS, type ThenAndNowChangeKind } from './then-and-now.ts';

/** A plain early drawing: a few shapes, one colour, half the page. */
const first: DrawingFeatures = {
  width: 800,
  height: 600,
  paperFound: true,
  inkCoverage: 0.05,
  colorCount: 1,
  colors: ['black'],
  strokeLength: 10,
  closedShapes: 2,
  shapes: { circle: 1, triangle: 0, rectangle: 0, other: 1 },
  straightLineShare: 0.3,
  symmetry: 0.5,
  pageUsage: 0.3,
  groundLine: false,
  skyBand: false,
  nestedShapes: 0,
  scribbleIndex: 0.1,
  lineLength: 5,
  lineEnds: 6,
  junctions: 4,
  separateMarks: 2,
};

const kinds = (then: DrawingFeatures, now: DrawingFeatures): ThenAndNowChangeKind[] => describeThenAndNow(then, now).map((c) => c.kind);

describe('describeThenAndNow', () => {
  it('says "about the same" when nothing moved beyond the measurement noise', () => {
    const changes = describeThenAndNow(first, { ...first, closedShapes: 4, pageUsage: 0.55, colorCount: 2, scribbleIndex: 0.05 });
    expect(changes).toEqual([{ kind: 'about-the-same', tone: 'neutral', sentence: THEN_AND_NOW_TEXTS['about-the-same'] }]);
  });

  it('the same drawing twice is "about the same"', () => {
    expect(kinds(first, first)).toEqual(['about-the-same']);
  });

  it('more parts in the figure: three more closed shapes and half as many again', () => {
    expect(kinds(first, { ...first, closedShapes: 5 })).toEqual(['more-parts']);
    // Three more on a busy first drawing is within a day's variation.
    expect(kinds({ ...first, closedShapes: 12 }, { ...first, closedShapes: 15 })).toEqual(['about-the-same']);
  });

  it('fewer parts is said neutrally, with why a drawing varies', () => {
    const [change] = describeThenAndNow({ ...first, closedShapes: 8 }, { ...first, closedShapes: 3 });
    expect(change).toMatchObject({ kind: 'fewer-parts', tone: 'neutral' });
    expect(change!.sentence).toBe('Fewer separate parts this time — one drawing varies a lot from day to day.');
  });

  it('uses the whole page only on a large move that ends across most of the page', () => {
    expect(kinds(first, { ...first, pageUsage: 0.8 })).toEqual(['whole-page']);
    // A big move that still leaves most of the page empty is not "the whole page".
    expect(kinds({ ...first, pageUsage: 0.1 }, { ...first, pageUsage: 0.5 })).toEqual(['about-the-same']);
  });

  it('a smaller part of the page is neutral', () => {
    expect(describeThenAndNow({ ...first, pageUsage: 0.9 }, { ...first, pageUsage: 0.4 })).toEqual([
      { kind: 'less-page', tone: 'neutral', sentence: THEN_AND_NOW_TEXTS['less-page'] },
    ]);
  });

  it('closed shapes where there were loops: scribble down and closed shapes up', () => {
    const loops = { ...first, scribbleIndex: 0.6, closedShapes: 1 };
    expect(kinds(loops, { ...first, scribbleIndex: 0.2, closedShapes: 3 })).toEqual(['closed-shapes']);
    // Less scribble without new closed shapes is not this sentence.
    expect(kinds(loops, { ...first, scribbleIndex: 0.2, closedShapes: 1 })).toEqual(['about-the-same']);
    // A first drawing that was not scribbled had no loops to close.
    expect(kinds({ ...first, scribbleIndex: 0.25, closedShapes: 1 }, { ...first, scribbleIndex: 0.05, closedShapes: 3 })).toEqual(['about-the-same']);
  });

  it('more colours from two more on; fewer colours said neutrally', () => {
    expect(kinds(first, { ...first, colorCount: 3 })).toEqual(['more-colours']);
    expect(kinds(first, { ...first, colorCount: 2 })).toEqual(['about-the-same']);
    expect(describeThenAndNow({ ...first, colorCount: 4 }, { ...first, colorCount: 1 })[0]).toMatchObject({ kind: 'fewer-colours', tone: 'neutral' });
  });

  it('a ground line appears; one that is gone is not reported', () => {
    expect(kinds(first, { ...first, groundLine: true })).toEqual(['ground-line']);
    expect(kinds({ ...first, groundLine: true }, first)).toEqual(['about-the-same']);
  });

  it('lists growth before neutral changes, each once', () => {
    const now = { ...first, scribbleIndex: 0.1, closedShapes: 9, pageUsage: 0.85, colorCount: 3, groundLine: true };
    expect(kinds({ ...first, scribbleIndex: 0.5, closedShapes: 2, colorCount: 1 }, now)).toEqual([
      'closed-shapes',
      'more-parts',
      'whole-page',
      'more-colours',
      'ground-line',
    ]);
    const mixed = describeThenAndNow({ ...first, closedShapes: 9, colorCount: 1 }, { ...first, closedShapes: 3, colorCount: 4 });
    expect(mixed.map((c) => [c.kind, c.tone])).toEqual([
      ['more-colours', 'growth'],
      ['fewer-parts', 'neutral'],
    ]);
  });

  it('never uses a frightening word', () => {
    const all = Object.values(THEN_AND_NOW_TEXTS).join(' ').toLowerCase();
    for (const word of ['behind', 'worse', 'declin', 'regress', 'delay', 'concern', 'problem']) expect(all).not.toContain(word);
  });
});

import { describe, expect, it } from 'vitest';
import type { DrawingFeatures } from './analysis.ts';
import { comparableWeeks, estimateCarriedOver, MIN_PROGRESS_DAYS, progressBetween } from './progress.ts';
import { THEN_AND_NOW_TEXTS, THEN_AND_NOW_THRESHOLDS as T } from './then-and-now.ts';

const features = (overrides: Partial<DrawingFeatures> = {}): DrawingFeatures => ({
  width: 1400,
  height: 1000,
  paperFound: true,
  inkCoverage: 0.05,
  colorCount: 2,
  colors: ['black', 'red'],
  strokeLength: 2,
  closedShapes: 4,
  shapes: { circle: 3, triangle: 0, rectangle: 1, other: 0 },
  straightLineShare: 0.3,
  symmetry: 0.6,
  pageUsage: 0.3,
  groundLine: false,
  skyBand: false,
  nestedShapes: 1,
  scribbleIndex: 0.1,
  lineLength: 4,
  lineEnds: 6,
  junctions: 2,
  separateMarks: 5,
  ...overrides,
});

const day = (n: number) => new Date(Date.UTC(2026, 2, 1 + n, 12));
const then = { features: features(), date: day(0) };

describe('progressBetween (issue 32: the progress rule)', () => {
  it('says nothing for a change below ADR 025’s thresholds, and the sentences for one above them', () => {
    // Two more closed shapes and one more colour sit inside the photo noise.
    const below = features({ closedShapes: 4 + T.partsStep - 1, colorCount: 2 + T.colourStep - 1, pageUsage: 0.3 + T.pageStep - 0.01 });
    expect(progressBetween(then, { features: below, date: day(28) })).toBeNull();
    // Twice the parts and two more colours: above it.
    const above = features({ closedShapes: 8, colorCount: 2 + T.colourStep });
    expect(progressBetween(then, { features: above, date: day(28) })).toEqual([THEN_AND_NOW_TEXTS['more-parts'], THEN_AND_NOW_TEXTS['more-colours']]);
  });

  it('needs the drawings two weeks apart: 13 days say nothing, 14 days say the change', () => {
    const now = features({ closedShapes: 9 });
    expect(MIN_PROGRESS_DAYS).toBe(14);
    expect(progressBetween(then, { features: now, date: day(13) })).toBeNull();
    expect(progressBetween(then, { features: now, date: day(14) })).toEqual([THEN_AND_NOW_TEXTS['more-parts']]);
    // Dates as the API gives them (ISO strings) and in either order count the same.
    expect(progressBetween({ features: now, date: day(14).toISOString() }, { ...then, date: day(0).toISOString() })).toEqual([
      THEN_AND_NOW_TEXTS['fewer-parts'],
    ]);
  });

  it('says nothing for four weeks sent within ten minutes, however different the drawings', () => {
    const minutes = (m: number) => new Date(day(0).getTime() + m * 60_000);
    const weeks = [features(), features({ closedShapes: 9 }), features({ closedShapes: 14, colorCount: 6 }), features({ closedShapes: 20, groundLine: true })];
    for (let i = 1; i < weeks.length; i++) {
      expect(progressBetween({ features: weeks[i - 1]!, date: minutes(i * 3 - 3) }, { features: weeks[i]!, date: minutes(i * 3) })).toBeNull();
      expect(progressBetween({ features: weeks[0]!, date: minutes(0) }, { features: weeks[i]!, date: minutes(i * 3) })).toBeNull();
    }
  });

  it('says nothing when a date is not a date', () => {
    expect(progressBetween(then, { features: features({ closedShapes: 12 }), date: 'not a date' })).toBeNull();
  });
});

describe('a carried-over week is a gap', () => {
  it('reads the observed block, and older feedback’s words', () => {
    expect(estimateCarriedOver({ observed: { estimateCarriedOver: true } })).toBe(true);
    expect(estimateCarriedOver({ observed: { estimateCarriedOver: false }, visualAnalysis: { progressThroughSession: 'the estimate carries over' } })).toBe(
      false,
    );
    expect(estimateCarriedOver({ visualAnalysis: { progressThroughSession: 'Without a photo the estimate carries over from week 2.' } })).toBe(true);
    expect(estimateCarriedOver({ visualAnalysis: { progressThroughSession: 'Up from week 3 — new skills are showing.' } })).toBe(false);
    expect(estimateCarriedOver(null)).toBe(false);
  });

  it('comparableWeeks drops the weeks that only carried an earlier estimate over', () => {
    const weeks = [
      { week: 1, carriedOver: false },
      { week: 2, carriedOver: true },
      { week: 3, carriedOver: false },
      { week: 4, carriedOver: true },
    ];
    expect(comparableWeeks(weeks).map((w) => w.week)).toEqual([1, 3]);
  });
});

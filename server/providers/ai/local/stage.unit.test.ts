import { describe, expect, it } from 'vitest';
import type { DrawingFeatures, FreeChallenge } from '../../../../contracts/analysis.ts';
import { interpretFeatures } from './analyze-drawing.ts';
import { developmentStatus, drawingStage, estimateCognitiveAge, STATUS_MARGIN_MONTHS } from './stage.ts';

/** Features of a tidy pre-schematic drawing; each test changes what it is about. */
function features(overrides: Partial<DrawingFeatures> = {}): DrawingFeatures {
  return {
    width: 1400, height: 1000, paperFound: false, inkCoverage: 0.03, colorCount: 3, colors: ['black', 'red', 'blue'],
    strokeLength: 2, closedShapes: 4, shapes: { circle: 3, triangle: 0, rectangle: 1, other: 0 }, straightLineShare: 0.3,
    symmetry: 0.7, pageUsage: 0.4, groundLine: false, skyBand: false, nestedShapes: 2, scribbleIndex: 0.05,
    ...overrides,
  };
}
const interpret = (f: DrawingFeatures, childAgeMonths?: number, challenge: FreeChallenge = 'general') =>
  interpretFeatures(f, { childAgeMonths, difficulty: 'medium', challenge });

describe('development status', () => {
  it(`is advanced from ${STATUS_MARGIN_MONTHS} months above the actual age, behind from ${STATUS_MARGIN_MONTHS} below`, () => {
    expect(developmentStatus(72, 60)).toBe('advanced');
    expect(developmentStatus(71, 60)).toBe('typical');
    expect(developmentStatus(60, 60)).toBe('typical');
    expect(developmentStatus(49, 60)).toBe('typical');
    expect(developmentStatus(48, 60)).toBe('behind');
  });

  it('is typical when the age is unknown, and the result then has no actual age', () => {
    expect(developmentStatus(30)).toBe('typical');
    const result = interpret(features({ scribbleIndex: 0.9, closedShapes: 0 }));
    expect(result.developmentStatus).toBe('typical');
    expect(result.actualAge).toBeUndefined();
  });

  it('compares the estimate with the child’s age', () => {
    const scene = features({ groundLine: true, skyBand: true, closedShapes: 12, nestedShapes: 6, colorCount: 6 });
    expect(interpret(scene, 60)).toMatchObject({ stage: 'schematic', developmentStatus: 'advanced', actualAge: 60 });
    expect(interpret(scene, 96).developmentStatus).toBe('typical');
    expect(interpret(features({ scribbleIndex: 0.9, closedShapes: 0 }), 72).developmentStatus).toBe('behind');
  });
});

describe('drawing stage and age', () => {
  it('follows the measurements through the four stages', () => {
    expect(drawingStage(features({ scribbleIndex: 0.8, closedShapes: 0 }))).toBe('scribbling');
    expect(drawingStage(features({ closedShapes: 2, nestedShapes: 0, shapes: { circle: 2, triangle: 0, rectangle: 0, other: 0 } }))).toBe('scribbling');
    expect(drawingStage(features())).toBe('pre-schematic');
    expect(drawingStage(features({ groundLine: true, closedShapes: 6 }))).toBe('schematic');
    const rich = { groundLine: true, nestedShapes: 14, colorCount: 8, pageUsage: 0.95, inkCoverage: 0.4, closedShapes: 30 };
    expect(drawingStage(features(rich))).toBe('dawning-realism');
  });

  it('gives an age with a range inside 18–144 months, wider when the drawing says little', () => {
    const blank = features({ strokeLength: 0.1, inkCoverage: 0.001, closedShapes: 0, scribbleIndex: 0 });
    const everything = features({ groundLine: true, skyBand: true, nestedShapes: 40, colorCount: 10, pageUsage: 1, inkCoverage: 0.6, closedShapes: 60 });
    for (const f of [blank, features(), everything]) {
      const age = estimateCognitiveAge(drawingStage(f), f);
      expect(age.min).toBeGreaterThanOrEqual(18);
      expect(age.max).toBeLessThanOrEqual(144);
      expect(age.min).toBeLessThanOrEqual(age.months);
      expect(age.max).toBeGreaterThanOrEqual(age.months);
    }
    const thin = estimateCognitiveAge('pre-schematic', features({ strokeLength: 0.2 }));
    const clear = estimateCognitiveAge('pre-schematic', features());
    expect(thin.max - thin.min).toBeGreaterThan(clear.max - clear.min);
  });
});

describe('strengths and areas for improvement', () => {
  const alarming = /\b(behind|delay\w*|poor|fail\w*|problem\w*|worr\w*|abnormal|lack\w*|deficit|wrong|bad|weak\w*|concern\w*)\b/i;

  it('are 2–4 warm items phrased from what was measured', () => {
    const result = interpret(features({ colorCount: 6, colors: ['red', 'blue', 'green', 'yellow', 'black', 'pink'] }), 72);
    expect(result.strengths).toContain('Used 6 different colours');
    expect(result.strengths.some((s) => s.startsWith('Drew closed shapes — 3 circles and a rectangle'))).toBe(true);
    expect(result.areasForImprovement).toContain('Try adding a ground line so things can stand on it');
    for (const f of [features(), features({ scribbleIndex: 0.9, closedShapes: 0, colorCount: 1, colors: ['black'] }), features({ strokeLength: 0, inkCoverage: 0, closedShapes: 0, colorCount: 0, colors: [] })]) {
      for (const list of [interpret(f, 100).strengths, interpret(f, 100).areasForImprovement]) {
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(list.length).toBeLessThanOrEqual(4);
        for (const text of list) expect(text).not.toMatch(alarming);
      }
    }
  });

  it('speak about the figure for the draw-a-person challenge, without changing the estimate', () => {
    const general = interpret(features(), 60, 'draw-person');
    expect(general.strengths[0]).toMatch(/inside the figure/);
    expect(general.areasForImprovement.join(' ')).toMatch(/body parts/);
    expect(general.cognitiveAge).toBe(interpret(features(), 60, 'general').cognitiveAge);
  });
});

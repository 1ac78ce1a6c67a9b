import { describe, expect, it } from 'vitest';
import type { DrawingFeatures, FreeChallenge } from '../../../../contracts/analysis.ts';
import { interpretFeatures } from './analyze-drawing.ts';
import { ageComparison, compareWithAge, developmentStatus, drawingStage } from './stage.ts';
import { tidyDrawingFeatures as features } from './drawing-features.fixture.ts';

const interpret = (f: DrawingFeatures, childAgeMonths?: number, challenge: FreeChallenge = 'general') =>
  interpretFeatures(f, { childAgeMonths, difficulty: 'medium', challenge });

describe('development status', () => {
  const range = { min: 50, max: 80 };

  it('is behind only when the whole range lies below the child’s age', () => {
    expect(developmentStatus(range, 81)).toBe('behind');
    expect(developmentStatus(range, 80)).toBe('typical');
  });

  it('is advanced only when the whole range lies above the child’s age', () => {
    expect(developmentStatus({ min: 60, max: 100 }, 59)).toBe('advanced');
    expect(developmentStatus({ min: 60, max: 100 }, 60)).toBe('typical');
  });

  it('is typical inside the range, and when the age is unknown (the result then has no actual age)', () => {
    expect(developmentStatus(range, 65)).toBe('typical');
    expect(developmentStatus(range)).toBe('typical');
    expect(ageComparison()).toBe('no-age');
    const result = interpret(features({ scribbleIndex: 0.9, closedShapes: 0 }));
    expect(result.developmentStatus).toBe('typical');
    expect(result.ageComparison).toBe('no-age');
    expect(result.actualAge).toBeUndefined();
  });

  it('never lets the child’s age move the estimate: only the status changes', () => {
    const young = interpret(features(), 48);
    const old = interpret(features(), 107);
    expect(old.cognitiveAge).toBe(young.cognitiveAge);
    expect(old.cognitiveAgeRange).toEqual(young.cognitiveAgeRange);
  });
});

describe('status only for the ages the model was calibrated on, as it knows them (4 y 6 m – 8 y 6 m)', () => {
  const above = { min: 100, max: 140 }; // wholly above every age below 100 months
  const below = { min: 20, max: 40 }; // wholly below every age above 40 months

  it('says nothing at 3 y 11 m and 4 y 0 m (47, 48 months), even when the whole range lies above', () => {
    for (const age of [47, 48, 53]) {
      expect(developmentStatus(above, age)).toBe('typical');
      expect(compareWithAge(above, age)).toEqual({ developmentStatus: 'typical', ageComparison: 'outside-calibrated-ages' });
    }
  });

  it('may speak from 4 y 6 m (54 months), the middle of the youngest year the drawings carry', () => {
    expect(compareWithAge(above, 54)).toEqual({ developmentStatus: 'advanced', ageComparison: 'compared' });
    expect(compareWithAge(below, 54)).toEqual({ developmentStatus: 'behind', ageComparison: 'compared' });
  });

  it('may speak up to 8 y 6 m (102 months)', () => {
    expect(compareWithAge(below, 102)).toEqual({ developmentStatus: 'behind', ageComparison: 'compared' });
  });

  it('says nothing from 8 y 7 m (103 months), nor at 8 y 11 m and 9 y 0 m, even when the whole range lies below', () => {
    for (const age of [103, 107, 108]) {
      expect(compareWithAge(below, age)).toEqual({ developmentStatus: 'typical', ageComparison: 'outside-calibrated-ages' });
    }
  });

  it('never calls a closed circle at 36 months advanced', () => {
    const circle = interpret(features({ closedShapes: 1, nestedShapes: 0, scribbleIndex: 0.05, lineEnds: 0, junctions: 0, separateMarks: 1 }), 36);
    expect(circle.developmentStatus).toBe('typical');
    expect(circle.ageComparison).toBe('outside-calibrated-ages');
    expect(circle.actualAge).toBe(36);
  });

  it('fills in what the drawing shows', () => {
    expect(interpret(features(), 60).seen?.length).toBeGreaterThan(0);
  });
});

describe('what does not make a child older', () => {
  it('more colours alone, or the page’s layout, leave the estimate where it was', () => {
    const plain = interpret(features({ colorCount: 1, colors: ['black'] }));
    const colourful = interpret(
      features({ colorCount: 8, colors: ['black', 'red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink'], inkCoverage: 0.4, pageUsage: 0.95 }),
    );
    expect(colourful.cognitiveAge).toBe(plain.cognitiveAge);
    expect(colourful.cognitiveAgeRange).toEqual(plain.cognitiveAgeRange);
  });
});

describe('drawing stage', () => {
  it('is scribbling for tangled line without shapes, whatever the estimate', () => {
    expect(drawingStage(features({ scribbleIndex: 0.8, closedShapes: 0 }), 70)).toBe('scribbling');
  });

  it('otherwise follows the estimate through Lowenfeld’s ages, so it never contradicts it', () => {
    expect(drawingStage(features(), 40)).toBe('scribbling');
    expect(drawingStage(features(), 60)).toBe('pre-schematic');
    expect(drawingStage(features(), 90)).toBe('schematic');
    expect(drawingStage(features(), 110)).toBe('dawning-realism');
  });
});

describe('strengths and areas for improvement', () => {
  const alarming = /\b(behind|delay\w*|poor|fail\w*|problem\w*|worr\w*|abnormal|lack\w*|deficit|wrong|bad|weak\w*|concern\w*)\b/i;

  it('are 2–4 warm items phrased from what was measured', () => {
    const result = interpret(features({ colorCount: 6, colors: ['red', 'blue', 'green', 'yellow', 'black', 'pink'] }), 72);
    expect(result.strengths).toContain('Used 6 different colours');
    expect(result.strengths.some((s) => s.startsWith('Drew closed shapes — circles and a rectangle'))).toBe(true);
    expect(result.areasForImprovement).toContain('Try adding a ground line so things can stand on it');
    for (const f of [
      features(),
      features({ scribbleIndex: 0.9, closedShapes: 0, colorCount: 1, colors: ['black'] }),
      features({ strokeLength: 0, inkCoverage: 0, closedShapes: 0, colorCount: 0, colors: [] }),
    ]) {
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

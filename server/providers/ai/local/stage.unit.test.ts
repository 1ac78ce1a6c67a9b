import { describe, expect, it } from 'vitest';
import type { DrawingFeatures, FreeChallenge } from '../../../../contracts/analysis.ts';
import { interpretFeatures } from './analyze-drawing.ts';
import { developmentStatus, drawingStage } from './stage.ts';
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
    expect(developmentStatus(range, 49)).toBe('advanced');
    expect(developmentStatus(range, 50)).toBe('typical');
  });

  it('is typical inside the range, and when the age is unknown (the result then has no actual age)', () => {
    expect(developmentStatus(range, 65)).toBe('typical');
    expect(developmentStatus(range)).toBe('typical');
    const result = interpret(features({ scribbleIndex: 0.9, closedShapes: 0 }));
    expect(result.developmentStatus).toBe('typical');
    expect(result.actualAge).toBeUndefined();
  });

  it('never lets the child’s age move the estimate: only the status changes', () => {
    const young = interpret(features(), 48);
    const old = interpret(features(), 120);
    expect(old.cognitiveAge).toBe(young.cognitiveAge);
    expect(old.cognitiveAgeRange).toEqual(young.cognitiveAgeRange);
    expect(old.developmentStatus).toBe('behind');
    expect(young.developmentStatus).not.toBe('behind');
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
    expect(result.strengths.some((s) => s.startsWith('Drew closed shapes — 3 circles and a rectangle'))).toBe(true);
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

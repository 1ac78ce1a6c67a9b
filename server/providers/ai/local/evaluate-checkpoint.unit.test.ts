import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckpointResult } from '../../../../contracts/analysis.ts';
import { PROGRESS_TEXTS } from '../../../../contracts/progress.ts';
import { THEN_AND_NOW_TEXTS } from '../../../../contracts/then-and-now.ts';
import type { DrawingAnalysis, DrawingImage, EvaluateCheckpointInput } from '../analyser.ts';
import { SCENE_FEATURES as FEATURES } from './drawing-features.fixture.ts';

// The period's analyses are scripted: these tests are about the checkpoint built from them.
const scripted: { analyses: DrawingAnalysis[] } = { analyses: [] };
vi.mock('./analyze-drawings.ts', () => ({ analyzeDrawings: async () => scripted.analyses.map((a, imageIndex) => ({ ...a, imageIndex })) }));
const { evaluateCheckpointLocally } = await import('./evaluate-checkpoint.ts');

const drawing = (cognitiveAge: number, min: number, max: number, strength = `Used ${cognitiveAge} things`): DrawingAnalysis => ({
  cognitiveAge,
  cognitiveAgeRange: { min, max },
  developmentStatus: 'typical',
  stage: 'pre-schematic',
  strengths: [strength],
  areasForImprovement: ['Try a ground line'],
  features: FEATURES,
});
const images: DrawingImage[] = [{ data: Buffer.from('x'), mimeType: 'image/png' }];
const earlierAt = (checkpointNumber: number, cognitiveAge: number, range?: { min: number; max: number }): CheckpointResult => ({
  checkpointNumber,
  cognitiveAge,
  ...(range && { cognitiveAgeRange: range }),
  analysis: { analysis: 'Earlier.', strengths: ['a'], developmentAreas: ['b'], recommendations: ['c'] },
});
const input = (overrides: Partial<EvaluateCheckpointInput>): EvaluateCheckpointInput => ({
  checkpointNumber: 1,
  baseline: null,
  images,
  earlier: [],
  ...overrides,
});

beforeEach(() => {
  scripted.analyses = [drawing(74, 62, 93)];
});

describe('evaluateCheckpointLocally', () => {
  it('says it is the first measurement when there is nothing to compare with, and gives the range', async () => {
    const result = await evaluateCheckpointLocally(input({}));
    expect(result).toMatchObject({ cognitiveAge: 74, cognitiveAgeRange: { min: 62, max: 93 } });
    const text = result.analysis.analysis;
    expect(text).toMatch(/^Checkpoint 1 looked at 1 drawing from weeks 1–4 \(no "whole person" drawing was added, so the weeks' drawings stand in for it\)\./);
    expect(text).toContain("Your child's drawings now look like those of children between 5 years 2 months and 7 years 9 months.");
    expect(text).toMatch(/first measurement/);
    expect(text).toMatch(/not a diagnosis\. The next checkpoint will look again\./);
  });

  it('takes the median estimate with the median range bounds, and the median drawing speaks for the strengths', async () => {
    scripted.analyses = [
      drawing(60, 46, 80, 'Used 4 different colours'),
      drawing(74, 62, 93, 'Used 5 different colours'),
      drawing(90, 70, 110, 'Used 6 different colours'),
    ];
    const result = await evaluateCheckpointLocally(input({}));
    expect(result).toMatchObject({ cognitiveAge: 74, cognitiveAgeRange: { min: 62, max: 93 } });
    expect(result.analysis.strengths).toEqual(['Used 5 different colours']);
    // The median drawing's measurements are kept, with which photo they came from.
    expect(result.measured).toEqual({ features: FEATURES, imageIndex: 1 });
  });

  it('says when the estimate comes from the whole-person drawing, the same prompt each time', async () => {
    const result = await evaluateCheckpointLocally(input({ checkpointNumber: 2, wholePersonDrawing: true }));
    expect(result.analysis.analysis).toMatch(/^Checkpoint 2 looked at your child's "whole person" drawing — the same prompt at every checkpoint/);
    expect(result.analysis.analysis).not.toMatch(/weeks 5–8/);
    expect(result.measured).toEqual({ features: FEATURES, imageIndex: 0 });
  });

  it("sets the baseline's range beside it and says nothing about progress from ranges alone", async () => {
    const result = await evaluateCheckpointLocally(
      input({ checkpointNumber: 2, childAgeMonths: 70, baseline: { cognitiveAge: 70, cognitiveAgeRange: { min: 54, max: 85 } } }),
    );
    const text = result.analysis.analysis;
    expect(text).toContain(
      "Your child's drawings now look like those of children between 5 years 2 months and 7 years 9 months; at the start they looked like 4 years 6 months to 7 years 1 month.",
    );
    expect(text).toContain('Ranges this wide overlap a lot');
    expect(text).not.toMatch(/progress|paediatrician|about the same/i);
  });

  it('never calls ranges that moved progress: the earlier ranges are given, without a word of change (issue 32)', async () => {
    const result = await evaluateCheckpointLocally(
      input({
        checkpointNumber: 3,
        baseline: { cognitiveAge: 50, cognitiveAgeRange: { min: 38, max: 68 } },
        earlier: [earlierAt(2, 72, { min: 60, max: 90 })],
      }),
    );
    const text = result.analysis.analysis;
    expect(text).toMatch(/weeks 9–12/);
    expect(text).toContain('at the start they looked like 3 years 2 months to 5 years 8 months.');
    expect(text).toContain('At checkpoint 2 they looked like 5 years to 7 years 6 months.');
    expect(text).not.toMatch(/progress|step on|more developed|up from|simpler|same level/i);
  });

  describe('a change from the first drawing, only by the progress rule (measured, two weeks apart)', () => {
    const setup = new Date('2026-03-01T10:00:00Z');
    const later = (days: number) => new Date(setup.getTime() + days * 24 * 60 * 60 * 1000);
    // The first drawing: one closed shape, one colour, a fifth of the page, no ground line.
    const first = { ...FEATURES, closedShapes: 1, colorCount: 1, pageUsage: 0.2, groundLine: false };
    const baseline = { cognitiveAge: 60, cognitiveAgeRange: { min: 46, max: 80 }, features: first, date: setup };

    it('says what the measurements show for drawings four weeks apart', async () => {
      const text = (await evaluateCheckpointLocally(input({ baseline, imageDates: [later(28)] }))).analysis.analysis;
      expect(text).toContain(
        `Measured against the first drawing: ${THEN_AND_NOW_TEXTS['more-parts']} ${THEN_AND_NOW_TEXTS['whole-page']} ${THEN_AND_NOW_TEXTS['more-colours']} ${THEN_AND_NOW_TEXTS['ground-line']}`,
      );
    });

    it('says no change for four weeks sent the same day as the setup, however different the drawings', async () => {
      const text = (await evaluateCheckpointLocally(input({ baseline, imageDates: [new Date(setup.getTime() + 10 * 60_000)] }))).analysis.analysis;
      expect(text).toContain(PROGRESS_TEXTS.tooClose);
      expect(text).not.toContain('Measured against the first drawing');
      expect(text).not.toMatch(/progress|more parts|up from|new skills/i);
    });

    it('says "about the same" when nothing moved beyond the noise, and nothing without dates or measurements', async () => {
      const same = { ...baseline, features: FEATURES };
      expect((await evaluateCheckpointLocally(input({ baseline: same, imageDates: [later(30)] }))).analysis.analysis).toContain(
        THEN_AND_NOW_TEXTS['about-the-same'],
      );
      for (const text of [
        (await evaluateCheckpointLocally(input({ baseline }))).analysis.analysis,
        (await evaluateCheckpointLocally(input({ baseline: { ...baseline, features: undefined }, imageDates: [later(30)] }))).analysis.analysis,
      ]) {
        expect(text).not.toMatch(/Measured against|about the same|too close/i);
      }
    });
  });

  it('uses the calibrated width for a baseline stored before ranges', async () => {
    const result = await evaluateCheckpointLocally(input({ checkpointNumber: 2, baseline: { cognitiveAge: 50, cognitiveAgeRange: null } }));
    // Today's 62–93 around 74, moved to 50: 38–69.
    expect(result.analysis.analysis).toContain('at the start they looked like 3 years 2 months to 5 years 9 months.');
  });

  it("reassures instead of alarming when the range lies below the child's age, and knows the last checkpoint", async () => {
    scripted.analyses = [drawing(50, 38, 70)];
    const result = await evaluateCheckpointLocally(
      input({
        checkpointNumber: 6,
        childAgeMonths: 100,
        baseline: { cognitiveAge: 74, cognitiveAgeRange: { min: 62, max: 93 } },
        earlier: [earlierAt(5, 76, { min: 64, max: 95 })],
      }),
    );
    const text = result.analysis.analysis;
    expect(text).not.toMatch(/simpler|progress/);
    expect(text).toMatch(/practising the areas below helps/);
    expect(text).toMatch(/paediatrician/);
    expect(text).not.toMatch(/next checkpoint/);
    expect(text).not.toMatch(/behind|delay|problem|concern/i);
    expect(result.analysis.recommendations.at(-1)).toMatch(/weekly rhythm/);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckpointResult } from '../../../../contracts/analysis.ts';
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

  it('compares with the baseline giving both ranges, and says "about the same" when they overlap', async () => {
    const result = await evaluateCheckpointLocally(
      input({ checkpointNumber: 2, childAgeMonths: 70, baseline: { cognitiveAge: 70, cognitiveAgeRange: { min: 54, max: 85 } } }),
    );
    const text = result.analysis.analysis;
    expect(text).toContain(
      "Your child's drawings now look like those of children between 5 years 2 months and 7 years 9 months; at the start they looked like 4 years 6 months to 7 years 1 month.",
    );
    expect(text).toContain('about the same as at the start, which is normal over a few weeks');
    expect(text).not.toMatch(/progress|paediatrician/);
  });

  it('calls it progress only when the ranges clearly moved', async () => {
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
    expect(text).toContain('lovely progress');
    expect(text).toContain('at much the same level as at checkpoint 2');
  });

  it('uses the calibrated width for a baseline stored before ranges', async () => {
    const result = await evaluateCheckpointLocally(input({ checkpointNumber: 2, baseline: { cognitiveAge: 50, cognitiveAgeRange: null } }));
    // Today's 62–93 around 74, moved to 50: 38–69.
    expect(result.analysis.analysis).toContain('at the start they looked like 3 years 2 months to 5 years 9 months.');
  });

  it('reassures instead of alarming when the drawings look simpler, and knows the last checkpoint', async () => {
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
    expect(text).toContain('a little simpler than at the start');
    expect(text).toMatch(/a little simpler than at checkpoint 5/);
    expect(text).toMatch(/practising the areas below helps/);
    expect(text).toMatch(/paediatrician/);
    expect(text).not.toMatch(/next checkpoint/);
    expect(text).not.toMatch(/behind|delay|problem|concern/i);
    expect(result.analysis.recommendations.at(-1)).toMatch(/weekly rhythm/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckpointResult } from '../../../../contracts/analysis.ts';
import { figureDrawing } from '../../../../test/drawings.ts';
import type { DrawingImage } from '../analyser.ts';
import { closeMeasurePool } from './analyze-drawing.ts';
import { evaluateCheckpointLocally } from './evaluate-checkpoint.ts';

let images: DrawingImage[];
let measured: number;
beforeAll(async () => {
  images = [{ data: await figureDrawing(), mimeType: 'image/png' }];
  measured = (await evaluateCheckpointLocally({ checkpointNumber: 1, baseline: null, images, earlier: [] })).cognitiveAge;
}, 60_000);
afterAll(() => closeMeasurePool());

const earlierAt = (checkpointNumber: number, cognitiveAge: number): CheckpointResult => ({
  checkpointNumber,
  cognitiveAge,
  analysis: { analysis: 'Earlier.', strengths: ['a'], developmentAreas: ['b'], recommendations: ['c'] },
});

describe('evaluateCheckpointLocally', { timeout: 30_000 }, () => {
  it('says it is the first measurement when there is nothing to compare with', async () => {
    const result = await evaluateCheckpointLocally({ checkpointNumber: 1, baseline: null, images, earlier: [] });
    expect(result.analysis.analysis).toMatch(/^Checkpoint 1 looked at 1 drawing from weeks 1–4\./);
    expect(result.analysis.analysis).toMatch(/first measurement/);
    expect(result.analysis.analysis).toMatch(/not a diagnosis\. The next checkpoint will look again\./);
  });

  it('compares with the last checkpoint and with the first drawing', async () => {
    const result = await evaluateCheckpointLocally({
      checkpointNumber: 3,
      baseline: { cognitiveAge: measured - 12 },
      images,
      earlier: [earlierAt(1, measured - 8), earlierAt(2, measured - 1)],
    });
    const text = result.analysis.analysis;
    expect(text).toMatch(/weeks 9–12/);
    expect(text).toMatch(/much the same level as at checkpoint 2/);
    expect(text).toMatch(/about 12 months more developed than at the first drawing/);
    expect(text).not.toMatch(/paediatrician/);
  });

  it('reassures instead of alarming when the drawings look simpler, and knows the last checkpoint', async () => {
    const result = await evaluateCheckpointLocally({
      checkpointNumber: 6,
      childAgeMonths: measured + 30,
      baseline: { cognitiveAge: measured + 6 },
      images,
      earlier: [earlierAt(5, measured + 4)],
    });
    const text = result.analysis.analysis;
    expect(text).toMatch(/a little simpler than at checkpoint 5/);
    expect(text).toMatch(/practising the areas below helps/);
    expect(text).toMatch(/paediatrician/);
    expect(text).not.toMatch(/next checkpoint/);
    expect(text).not.toMatch(/behind|delay|problem|concern/i);
    expect(result.analysis.recommendations.at(-1)).toMatch(/weekly rhythm/);
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrawingFeatures, DrawingStage } from '../../../../contracts/analysis.ts';
import { circleDrawing, figureDrawing, photoLikeDrawing, sceneDrawing, scribbleDrawing, threeColourDrawing } from '../../../../test/drawings.ts';
import type { DrawingAnalysis } from '../analyser.ts';
import { analyzeDrawingLocally, closeMeasurePool } from './analyze-drawing.ts';

const analyse = (data: Buffer, mimeType = 'image/png') => analyzeDrawingLocally({ image: { data, mimeType }, difficulty: 'medium', challenge: 'general' });

const SERIES = ['scribble', 'circle', 'figure', 'scene'] as const;
const images: Partial<Record<(typeof SERIES)[number], Buffer>> = {};
const results: Partial<Record<(typeof SERIES)[number], DrawingAnalysis>> = {};
const result = (name: (typeof SERIES)[number]) => results[name]!;

beforeAll(async () => {
  [images.scribble, images.circle, images.figure, images.scene] = await Promise.all([scribbleDrawing(), circleDrawing(), figureDrawing(), sceneDrawing()]);
  const analysed = await Promise.all(SERIES.map((name) => analyse(images[name]!)));
  SERIES.forEach((name, i) => (results[name] = analysed[i]));
}, 30_000);

afterAll(() => closeMeasurePool());

describe('local drawing analysis', () => {
  it('measures every feature the contract names, for every drawing', () => {
    for (const name of SERIES) expect(() => DrawingFeatures.parse(result(name).features)).not.toThrow();
  });

  it('never goes down in stage or drawing age as the drawings mature (scribble → circle → figure → scene)', () => {
    const stages = SERIES.map((name) => DrawingStage.options.indexOf(result(name).stage));
    const ages = SERIES.map((name) => result(name).cognitiveAge);
    for (let i = 1; i < SERIES.length; i++) {
      expect(stages[i]).toBeGreaterThanOrEqual(stages[i - 1]!);
      expect(ages[i]).toBeGreaterThanOrEqual(ages[i - 1]!);
    }
    expect(result('scribble').stage).toBe('scribbling');
    expect(result('scene').stage).toBe('schematic');
  });

  it('sees the scribble, the circles, the figure and the scene for what they are', () => {
    expect(result('scribble').features.scribbleIndex).toBeGreaterThanOrEqual(0.7);
    expect(result('scribble').features.closedShapes).toBe(0);
    expect(result('circle').features.shapes.circle).toBeGreaterThanOrEqual(1);
    expect(result('circle').features.scribbleIndex).toBeLessThan(0.3);
    expect(result('figure').features.nestedShapes).toBeGreaterThanOrEqual(2); // the eyes
    expect(result('figure').features.symmetry).toBeGreaterThan(0.8);
    expect(result('figure').features.groundLine).toBe(false);
    expect(result('scene').features.groundLine).toBe(true);
    expect(result('scene').features.skyBand).toBe(true);
    expect(result('scene').features.shapes.rectangle).toBeGreaterThanOrEqual(1); // house, window panes
    expect(result('scene').features.shapes.triangle).toBeGreaterThanOrEqual(1); // roof
    expect(result('scene').features.straightLineShare).toBeGreaterThan(result('circle').features.straightLineShare);
  });

  it('gives the same result for the same image, every time', async () => {
    expect(await analyse(images.scene!)).toEqual(result('scene'));
  });

  it('gives the same stage when the drawing is re-encoded as JPEG at the same size', async () => {
    for (const name of ['figure', 'scene'] as const) {
      const jpeg = await sharp(images[name]!).jpeg({ quality: 85 }).toBuffer();
      expect((await analyse(jpeg, 'image/jpeg')).stage).toBe(result(name).stage);
    }
  });

  it('counts the colours of a three-colour drawing as 3 (±1)', async () => {
    const { features } = await analyse(await threeColourDrawing());
    expect(features.colorCount).toBeGreaterThanOrEqual(2);
    expect(features.colorCount).toBeLessThanOrEqual(4);
    expect(features.colors).toEqual(expect.arrayContaining(['red', 'blue', 'green']));
  });

  it('finds the paper in a photo on a table and gives the flat scene its stage', async () => {
    const photo = await photoLikeDrawing(4);
    const analysis = await analyse(photo, 'image/jpeg');
    expect(analysis.features.paperFound).toBe(true);
    expect(result('scene').features.paperFound).toBe(false); // a flat image is all page
    expect(analysis.stage).toBe(result('scene').stage);
    expect(analysis.features.groundLine).toBe(true);
    expect(Math.abs(analysis.cognitiveAge - result('scene').cognitiveAge)).toBeLessThanOrEqual(6);
  }, 20_000);
});

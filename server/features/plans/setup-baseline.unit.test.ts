import { describe, expect, it } from 'vitest';
import type { AnalysisResult, DrawingFeatures } from '../../../contracts/analysis.ts';
import { baselineEstimateColumns, baselineFromDrawing, isValidChildAge, parseChildAge } from './setup-baseline.ts';

describe('child age at setup', () => {
  it('reads whole months from the form text; blank is missing', () => {
    expect(parseChildAge('66')).toBe(66);
    expect(parseChildAge(' 18 ')).toBe(18);
    expect(parseChildAge('')).toBeUndefined();
    expect(parseChildAge('   ')).toBeUndefined();
    expect(parseChildAge(undefined)).toBeUndefined();
    for (const text of ['five', '60.5', '-20', '1e2', '0x20']) expect(parseChildAge(text)).toBeNaN();
  });

  it('accepts 18 to 144 months inclusive', () => {
    expect([17, 18, 144, 145, Number.NaN, 60.5].map(isValidChildAge)).toEqual([false, true, true, false, false, false]);
  });
});

describe('the baseline from a free analysis', () => {
  const analysis: AnalysisResult = {
    cognitiveAge: 62,
    cognitiveAgeRange: { min: 47, max: 84 },
    developmentStatus: 'typical',
    stage: 'pre-schematic',
    strengths: ['a'],
    areasForImprovement: ['b'],
  };
  const drawing = (stored: Partial<AnalysisResult>) => ({
    fileId: 'f',
    fileOwnerId: null,
    childAgeMonths: 60,
    analysis: { ...analysis, ...stored } as AnalysisResult,
    features: {} as DrawingFeatures,
  });

  it('keeps the stored calibrated range for the plan columns', () => {
    expect(baselineEstimateColumns(baselineFromDrawing(drawing({})))).toEqual({
      baselineCognitiveAge: 62,
      baselineCognitiveAgeMin: 47,
      baselineCognitiveAgeMax: 84,
    });
  });

  it('stores no range for an analysis kept without one', () => {
    const old = drawing({ cognitiveAgeRange: undefined });
    expect(baselineEstimateColumns(baselineFromDrawing(old))).toEqual({
      baselineCognitiveAge: 62,
      baselineCognitiveAgeMin: null,
      baselineCognitiveAgeMax: null,
    });
  });
});

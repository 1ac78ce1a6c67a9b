import { describe, expect, it } from 'vitest';
import type { AnalysisResult, DrawingFeatures } from '../../../contracts/analysis.ts';
import { ageFromBirthDate, baselineEstimateColumns, baselineFromDrawing, birthDateForAge, isValidChildAge, parseChildAge } from './setup-baseline.ts';

describe('child age at setup', () => {
  it('reads whole months from the form text; blank is missing', () => {
    expect(parseChildAge('66')).toBe(66);
    expect(parseChildAge(' 18 ')).toBe(18);
    expect(parseChildAge('')).toBeUndefined();
    expect(parseChildAge('   ')).toBeUndefined();
    expect(parseChildAge(undefined)).toBeUndefined();
    for (const text of ['five', '60.5', '-20', '1e2', '0x20']) expect(parseChildAge(text)).toBeNaN();
  });

  it('accepts the served span, 36 to 131 months inclusive', () => {
    expect([35, 36, 131, 132, 18, 144, Number.NaN, 60.5].map(isValidChildAge)).toEqual([false, true, true, false, false, false, false, false]);
  });
});

describe('the birth date kept with the baseline', () => {
  const today = new Date('2026-03-15T12:00:00Z');

  it('counts the age today from a stored birth month and year, or has none', () => {
    expect(ageFromBirthDate({ birthMonth: 1, birthYear: 2021 }, today)).toBe(62);
    expect(ageFromBirthDate({ birthMonth: null, birthYear: 2021 }, today)).toBeUndefined();
  });

  it("keeps the form's month and year when they make the age, give or take the month a calendar may be ahead", () => {
    expect(birthDateForAge(62, { birthMonth: '1', birthYear: '2021' }, today)).toEqual({ birthMonth: 1, birthYear: 2021 });
    // The parent's calendar already in April: born February 2021 is 62 months there, 61 here.
    expect(birthDateForAge(62, { birthMonth: '2', birthYear: '2021' }, today)).toEqual({ birthMonth: 2, birthYear: 2021 });
  });

  it('counts back from the age when the form sends no birth date, or one that does not make it', () => {
    expect(birthDateForAge(62, {}, today)).toEqual({ birthMonth: 1, birthYear: 2021 });
    expect(birthDateForAge(26, {}, today)).toEqual({ birthMonth: 1, birthYear: 2024 });
    expect(birthDateForAge(3 + 12 * 5, {}, today)).toEqual({ birthMonth: 12, birthYear: 2020 });
    for (const given of [
      { birthMonth: '6', birthYear: '2019' },
      { birthMonth: '13', birthYear: '2021' },
      { birthMonth: 'one', birthYear: '2021' },
    ]) {
      expect(birthDateForAge(62, given, today)).toEqual({ birthMonth: 1, birthYear: 2021 });
    }
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

import { describe, expect, it } from 'vitest';
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import { calibration, estimateDrawingAge } from './calibrated-model.ts';
import { estimateWith, spreadOf, type CalibratedModel } from './estimate.ts';
import { conformalQuantile } from './fit-calibration.ts';
import { tidyDrawingFeatures } from '../drawing-features.fixture.ts';

/** The tidy drawing in black only. */
const features = (overrides: Partial<DrawingFeatures> = {}) => tidyDrawingFeatures({ colorCount: 1, colors: ['black'], ...overrides });

/** A model whose estimate is 40 + 10 × log(1 + line ends), cut 20 months below and 25 above. */
const model: CalibratedModel = {
  inputs: ['lineEnds'],
  clip: { low: [0], high: [Math.log1p(40)] },
  regression: { means: [0], scales: [1], weights: [10], intercept: 40 },
  penalty: 0.1,
  calibration: { lower: -20, upper: 25 },
  dataAges: { min: 48, max: 107 },
};

describe('the estimate and its range', () => {
  it('cuts the range at the calibrated residual quantiles around the estimate', () => {
    const age = estimateWith(model, features({ lineEnds: 19 })); // 40 + 10·ln 20 ≈ 70
    expect(age).toEqual({ months: 70, min: 50, max: 95 });
  });

  it('stretches the part of a range beyond the ages the data covers, rather than extrapolating', () => {
    const young = estimateWith(model, features({ lineEnds: 2 })); // ≈ 51: 31…76 inside would be 31
    expect(young.min).toBe(Math.round(48 - 1.5 * (48 - (40 + 10 * Math.log(3) - 20))));
    const old = estimateWith(model, features({ lineEnds: 40 })); // ≈ 77, max 102 stays inside 107
    expect(old.max).toBe(102);
  });

  it('is wider for a drawing with few parts, and for one measured beyond anything calibrated', () => {
    expect(spreadOf(features({ lineEnds: 0, closedShapes: 1, junctions: 0 }))).toBeGreaterThan(spreadOf(features()));
    const inside = estimateWith(model, features({ lineEnds: 40 }));
    const beyond = estimateWith(model, features({ lineEnds: 400 }));
    expect(beyond.months).toBe(inside.months); // no extrapolation
    expect(beyond.max - beyond.min).toBeGreaterThan(inside.max - inside.min);
  });

  it('stays within 18–144 months with the estimate inside its range', () => {
    for (const f of [
      features({ lineEnds: 0, closedShapes: 0, junctions: 0, lineLength: 0 }),
      features(),
      features({ lineEnds: 90, junctions: 80, closedShapes: 40, nestedShapes: 20, lineLength: 12 }),
    ]) {
      const age = estimateDrawingAge(f);
      expect(age.min).toBeGreaterThanOrEqual(18);
      expect(age.max).toBeLessThanOrEqual(144);
      expect(age.min).toBeLessThanOrEqual(age.months);
      expect(age.max).toBeGreaterThanOrEqual(age.months);
    }
  });

  it('takes conformal quantiles at rank ⌈(n+1)q⌉', () => {
    const values = Array.from({ length: 99 }, (_, i) => i + 1); // 1…99
    expect(conformalQuantile(values, 0.9)).toBe(90);
    expect(conformalQuantile(values, 0.05)).toBe(5);
  });
});

describe('the committed calibration (calibration.json, from npm run calibrate)', () => {
  it('still gives exactly the estimates it was committed with', () => {
    expect(calibration.examples.length).toBeGreaterThanOrEqual(5);
    for (const example of calibration.examples) expect(estimateDrawingAge(example.features)).toEqual(example.estimate);
  });

  it('holds its range for at least 80 % of children out of fold, and rarely says behind or advanced', () => {
    const numbers = calibration.outOfFold;
    expect(numbers.n).toBeGreaterThanOrEqual(1000);
    expect(numbers.coverage).toBeGreaterThanOrEqual(0.8);
    expect(numbers.behindShare).toBeLessThanOrEqual(0.05);
    expect(numbers.advancedShare).toBeLessThanOrEqual(0.1);
    // What one object drawing tells about a 4–8-year-old is little (ADR 018): the estimate only
    // has to point the right way, and the range may not widen beyond the data's five years.
    expect(numbers.spearmanRho).toBeGreaterThan(0);
    expect(numbers.medianRangeWidthMonths).toBeLessThanOrEqual(60);
  });
});

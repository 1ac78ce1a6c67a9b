import { describe, expect, it } from 'vitest';
import { accuracyReport, averageRanks, median, percentile, spearman, type Row } from './accuracy.ts';

// Every expected value below is worked out by hand in the comment next to it.

describe('median', () => {
  it('is NaN for nothing, the middle value for an odd count, the mean of the middle two for an even one', () => {
    expect(median([])).toBeNaN();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('percentile (nearest rank)', () => {
  it('p90 of 1…10 is 9, p50 is 5, p100 is the largest', () => {
    const values = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(percentile(values, 90)).toBe(9); // ceil(0.9·10) = 9th smallest
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([], 90)).toBeNaN();
  });
});

describe('averageRanks', () => {
  it('gives tied values the mean of the ranks they share', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]); // the three 3s share ranks 2, 3, 4
  });
});

describe('spearman', () => {
  it('is 1 for the same order and −1 for the reverse one', () => {
    expect(spearman([1, 2, 3], [10, 20, 30])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3], [30, 20, 10])).toBeCloseTo(-1, 12);
  });

  it('handles ties in one list', () => {
    // ranks [1,2,3,4,5] and [1,2,3.5,5,3.5]; deviations [-2,-1,0,1,2] and [-2,-1,.5,2,.5]
    // covariance 4+1+0+2+1 = 8; variances 10 and 9.5 → 8/√95
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(8 / Math.sqrt(95), 12);
  });

  it('handles ties in both lists', () => {
    // ranks [1.5,1.5,3.5,3.5] and [1,2.5,2.5,4]; deviations [-1,-1,1,1] and [-1.5,0,0,1.5]
    // covariance 3; variances 4 and 4.5 → 3/√18 = 1/√2
    expect(spearman([4, 4, 5, 5], [50, 60, 60, 70])).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('is NaN when undefined (a constant list, or fewer than two values)', () => {
    expect(spearman([1, 2, 3], [7, 7, 7])).toBeNaN();
    expect(spearman([1], [1])).toBeNaN();
  });

  it('refuses lists of different lengths', () => {
    expect(() => spearman([1, 2], [1])).toThrow(/lengths differ/);
  });
});

describe('accuracyReport', () => {
  const rows: Row[] = [
    { file: 'a', ageMonths: 54, estimate: 60, min: 40, max: 80, status: 'typical' }, //   in range, |err| 6
    { file: 'b', ageMonths: 54, estimate: 30, min: 20, max: 40, status: 'behind' }, //    out,      |err| 24
    { file: 'c', ageMonths: 78, estimate: 78, min: 60, max: 96, status: 'typical' }, //   in,       |err| 0
    { file: 'd', ageMonths: 78, estimate: 100, min: 90, max: 110, status: 'advanced' }, // out,     |err| 22
    { file: 'e', ageMonths: 102, estimate: 90, min: 70, max: 102, status: 'typical' }, // in (max is inclusive), |err| 12
  ];

  it('reports every figure as computed by hand', () => {
    const report = accuracyReport(rows);
    expect(report.n).toBe(5);
    // age ranks [1.5,1.5,3.5,3.5,5], estimate ranks [2,1,3,5,4]; deviations from 3:
    // [-1.5,-1.5,.5,.5,2] and [-1,-2,0,2,1]; covariance 1.5+3+0+1+2 = 7.5; variances 9 and 10
    expect(report.spearmanRho).toBeCloseTo(7.5 / Math.sqrt(90), 12);
    expect(report.meanAbsoluteErrorMonths).toBeCloseTo(64 / 5, 12);
    expect(report.coverage).toBeCloseTo(3 / 5, 12);
    expect(report.behindShare).toBeCloseTo(1 / 5, 12);
    expect(report.advancedShare).toBeCloseTo(1 / 5, 12);
    expect(report.medianRangeWidthMonths).toBe(32); // widths 40, 20, 36, 20, 32
    expect(report.medianEstimateByAgeYear).toEqual({ '4': 45, '6': 89, '8': 90 });
  });

  it('reports NaN rather than zeros for no rows', () => {
    const report = accuracyReport([]);
    expect(report.n).toBe(0);
    expect(report.spearmanRho).toBeNaN();
    expect(report.meanAbsoluteErrorMonths).toBeNaN();
    expect(report.coverage).toBeNaN();
    expect(report.medianRangeWidthMonths).toBeNaN();
    expect(report.medianEstimateByAgeYear).toEqual({});
  });
});

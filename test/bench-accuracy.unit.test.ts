/**
 * bench:accuracy's own arithmetic (issue 32): status per year of age under the range alone and
 * under the calibrated-ages rule, and how often what a drawing shows differs between scan and photo.
 */
import { describe, expect, it } from 'vitest';
import { seenStability } from '../bench/accuracy/seen-stability.ts';
import { calibratedStatus, rangeStatus, statusByAgeYear } from '../bench/accuracy/status-by-age.ts';

describe('status per year of age', () => {
  // A typical range: from 4 years 6 months to 8 years 11 months.
  const range = { ageMonths: 78, min: 54, max: 107 };

  it('gives a status from the range alone at any age, and only inside 54–102 months under the rule', () => {
    expect([rangeStatus(range, 40), rangeStatus(range, 60), rangeStatus(range, 120)]).toEqual(['advanced', 'typical', 'behind']);
    expect([calibratedStatus(range, 40), calibratedStatus(range, 60), calibratedStatus(range, 120)]).toEqual(['typical', 'typical', 'typical']);
    // 50 months lies below the range, but below the ages the model compares too.
    expect(calibratedStatus(range, 50)).toBe('typical');
    expect(calibratedStatus({ min: 60, max: 100 }, 54)).toBe('advanced');
    expect(calibratedStatus({ min: 30, max: 100 }, 102)).toBe('behind');
    expect(calibratedStatus({ min: 30, max: 100 }, 103)).toBe('typical');
  });

  it('counts each drawing at its own year and gives every drawing the simulated years', () => {
    const table = statusByAgeYear([range, { ageMonths: 102, min: 30, max: 100 }]);
    expect(table.map((row) => row.ageYears)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    const four = table.find((row) => row.ageYears === 4)!;
    expect(four.drawings).toBe(0);
    const eight = table.find((row) => row.ageYears === 8)!;
    expect(eight).toMatchObject({ simulated: false, drawings: 1, midYear: { range: { n: 1, behind: 1 }, calibrated: { behind: 1 } } });
    // Months 96–107: behind from 101 on, seven of twelve.
    expect(eight.throughYear.range.behind).toBeCloseTo(7 / 12);
    const three = table.find((row) => row.ageYears === 3)!;
    expect(three).toMatchObject({ simulated: true, drawings: 2 });
    expect(three.throughYear.range).toEqual({ n: 24, behind: 0, advanced: 0.5 });
    expect(three.throughYear.calibrated).toEqual({ n: 24, behind: 0, advanced: 0 });
    const ten = table.find((row) => row.ageYears === 10)!;
    expect(ten.throughYear.range.behind).toBe(1);
    expect(ten.throughYear.calibrated.behind).toBe(0);
  });
});

describe('what a drawing shows, scan against photo', () => {
  it('counts the drawings whose list differs and which items flip', () => {
    const stability = seenStability([
      { file: 'a', scan: ['Several closed shapes', 'Curving lines'], photo: ['Several closed shapes', 'Curving lines'] },
      { file: 'b', scan: ['Several closed shapes', 'Uses most of the page'], photo: ['One or two closed shapes'] },
    ]);
    expect(stability.pairs).toBe(2);
    expect(stability.differShare).toBe(0.5);
    expect(stability.flips.map((flip) => [flip.item, flip.onlyInScan, flip.onlyInPhoto])).toEqual([
      ['One or two closed shapes', 0, 1],
      ['Several closed shapes', 1, 0],
      ['Uses most of the page', 1, 0],
    ]);
    expect(stability.examples.map((pair) => pair.file)).toEqual(['b']);
  });
});

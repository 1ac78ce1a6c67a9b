import { describe, expect, it } from 'vitest';
import type { GrowthSeriesResponse } from '../../../../contracts/growth';
import { chartRows } from './growth-rows';
import { tableRows } from './growth-table';

const series: GrowthSeriesResponse = {
  baseline: { estimate: 60, range: { min: 40, max: 92 }, childAge: 62, date: '2026-03-10T09:00:00.000Z' },
  weeks: [
    { kind: 'week', week: 1, estimate: 64, range: { min: 42, max: 95 }, childAge: 62, date: '2026-03-17T12:00:00.000Z', score: 6 },
    { kind: 'gap', week: 2, reason: 'not-submitted' },
    { kind: 'week', week: 3, estimate: 75, range: null, childAge: 63, date: '2026-04-12T12:00:00.000Z', score: null },
  ],
  checkpoints: [],
  skills: [],
};

describe('the growth table and chart rows', () => {
  it('lists the start, each week and its gaps, with an older result said to have no range', () => {
    expect(tableRows(series).map((r) => [r.when, r.estimate.replace(/\u00a0/g, ' '), r.childAge, r.score])).toEqual([
      ['Start', 'between 3 years 4 months and 7 years 8 months', '5 years 2 months', '—'],
      ['Week 1', 'between 3 years 6 months and 7 years 11 months', '5 years 2 months', '6/10'],
      ['Week 2', 'Not sent', '—', '—'],
      ['Week 3', 'about 6 years 3 months (no range)', '5 years 3 months', '—'],
    ]);
  });

  it('leaves a gap in the line and the band where a week has no estimate, and no band without a range', () => {
    const rows = chartRows(series);
    expect(rows.map((r) => [r.week, r.estimate, r.band])).toEqual([
      [0, null, null],
      [1, 64, [42, 95]],
      [2, null, null],
      [3, 75, null],
    ]);
    expect(rows[0]).toMatchObject({ baseline: 60, baselineSpread: [20, 32], childAge: 62 });
  });
});

import { describe, expect, it } from 'vitest';
import type { GrowthSeriesResponse } from '../../../../contracts/growth';
import { chartRows } from './growth-rows';
import { tableRows } from './growth-table';

const series: GrowthSeriesResponse = {
  baseline: { estimate: 60, range: { min: 40, max: 92 }, childAge: 62, date: '2026-03-10T09:00:00.000Z' },
  weeks: [
    { kind: 'week', week: 1, estimate: 64, range: { min: 42, max: 95 }, childAge: 62, date: '2026-03-17T12:00:00.000Z', score: 6 },
    { kind: 'gap', week: 2, reason: 'not-submitted', date: null },
    { kind: 'week', week: 3, estimate: 75, range: null, childAge: 63, date: '2026-04-12T12:00:00.000Z', score: null },
    { kind: 'gap', week: 4, reason: 'carried-over', date: '2026-04-12T12:05:00.000Z' },
    { kind: 'week', week: 5, estimate: 70, range: { min: 50, max: 96 }, childAge: 63, date: '2026-04-12T12:10:00.000Z', score: 7 },
  ],
  checkpoints: [],
  skills: [],
};

describe('the growth table and chart rows', () => {
  it('lists the start, each week and its gaps with their dates, an older result said to have no range and a carried-over week said so', () => {
    expect(tableRows(series).map((r) => [r.when, r.date, r.estimate.replace(/\u00a0/g, ' '), r.childAge, r.score])).toEqual([
      ['Start', 'Mar 10, 2026', 'between 3 years 4 months and 7 years 8 months', '5 years 2 months', '—'],
      ['Week 1', 'Mar 17, 2026', 'between 3 years 6 months and 7 years 11 months', '5 years 2 months', '6/10'],
      ['Week 2', null, 'Not sent', '—', '—'],
      ['Week 3', 'Apr 12, 2026', 'about 6 years 3 months (no range)', '5 years 3 months', '—'],
      ['Week 4', 'Apr 12, 2026', 'No new estimate: the earlier one was carried over', '—', '—'],
      ['Week 5', 'Apr 12, 2026', 'between 4 years 2 months and 8 years', '5 years 3 months', '7/10'],
    ]);
  });

  it('gives each week its own point and range bar, none for a gap or a carried-over week, and no bar without a range', () => {
    const rows = chartRows(series);
    expect(rows.map((r) => [r.week, r.estimate, r.estimateSpread])).toEqual([
      [0, null, null],
      [1, 64, [22, 31]],
      [2, null, null],
      [3, 75, null],
      [4, null, null],
      [5, 70, [20, 26]],
    ]);
    expect(rows[0]).toMatchObject({ baseline: 60, baselineSpread: [20, 32], childAge: 62 });
  });
});

import type { AgeRange } from '../../../../contracts/analysis';
import type { GrowthSeriesResponse } from '../../../../contracts/growth';
import { formatAgeRange, formatYearsMonths } from '@/lib/format-age';
import { GAP_TEXT } from './growth-rows';

/** One line of the table that carries the chart's numbers, as a parent (or a screen reader) reads them. */
export interface TableRow {
  key: string;
  when: string;
  date: string | null;
  kind: 'start' | 'week' | 'gap' | 'checkpoint';
  estimate: string;
  childAge: string;
  score: string;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The range as every other screen words it; an older result's single number, said to have no range. */
export function estimateText(estimate: number, range: AgeRange | null): string {
  return range ? formatAgeRange(range) : `about ${formatYearsMonths(estimate)} (no range)`;
}

const ageText = (months: number | null) => (months === null ? '—' : formatYearsMonths(months));

/** The start, each week (with its gaps) and each checkpoint after the week it closes, in chart order. */
export function tableRows(series: GrowthSeriesResponse): TableRow[] {
  const rows: TableRow[] = [];
  const { baseline } = series;
  if (baseline) {
    rows.push({
      key: 'start',
      when: 'Start',
      date: day(baseline.date),
      kind: 'start',
      estimate: estimateText(baseline.estimate, baseline.range),
      childAge: ageText(baseline.childAge),
      score: '—',
    });
  }
  const checkpointsAfter = (week: number) => series.checkpoints.filter((c) => c.week === week);
  const checkpointRow = (c: GrowthSeriesResponse['checkpoints'][number]): TableRow => ({
    key: `checkpoint-${c.checkpointNumber}`,
    when: `Checkpoint ${c.checkpointNumber}`,
    date: day(c.date),
    kind: 'checkpoint',
    estimate: estimateText(c.estimate, c.range),
    childAge: ageText(c.childAge),
    score: '—',
  });
  for (const week of series.weeks) {
    rows.push(
      week.kind === 'week'
        ? {
            key: `week-${week.week}`,
            when: `Week ${week.week}`,
            date: day(week.date),
            kind: 'week',
            estimate: estimateText(week.estimate, week.range),
            childAge: ageText(week.childAge),
            score: week.score === null ? '—' : `${week.score}/10`,
          }
        : { key: `week-${week.week}`, when: `Week ${week.week}`, date: null, kind: 'gap', estimate: GAP_TEXT[week.reason], childAge: '—', score: '—' },
    );
    rows.push(...checkpointsAfter(week.week).map(checkpointRow));
  }
  // A checkpoint whose weeks are not listed (never expected: it needs them evaluated) is still shown.
  const listedWeeks = new Set(series.weeks.map((w) => w.week));
  rows.push(...series.checkpoints.filter((c) => !listedWeeks.has(c.week)).map(checkpointRow));
  return rows;
}

import type { AgeRange } from '../../../../contracts/analysis';
import type { GrowthEstimate, GrowthSeriesResponse } from '../../../../contracts/growth';
import { formattingLocale } from '../../../../contracts/i18n/locales';
import type { Translator } from '../../../../contracts/i18n/translator';
import { i18nStore } from '@/i18n/i18n-store';
import { formatAgeRangeIn, formatYearsMonthsIn } from '@/lib/format-age';
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

/** A point's day as every growth row and tooltip shows it ("Mar 17, 2026"), in the translator's language. */
export const dayText = (iso: string, t: Translator = i18nStore.get().t) =>
  new Date(iso).toLocaleDateString(formattingLocale(t.locale), { dateStyle: 'medium' });

/** The range as every other screen words it; an older result's single number, said to have no range. */
export function estimateText(estimate: number, range: AgeRange | null, t: Translator = i18nStore.get().t): string {
  return range ? formatAgeRangeIn(t, range) : t('growth.estimateNoRange', { age: formatYearsMonthsIn(t, estimate) });
}

const ageText = (months: number | null, t: Translator) => (months === null ? '—' : formatYearsMonthsIn(t, months));

/** The start, each week (with its gaps) and each checkpoint after the week it closes, in chart order. */
export function tableRows(series: GrowthSeriesResponse, t: Translator = i18nStore.get().t): TableRow[] {
  // A row for one of the series' estimates (the start, a week, a checkpoint): its day, range and the child's age then.
  const estimateRow = (point: GrowthEstimate, row: Pick<TableRow, 'key' | 'when' | 'kind' | 'score'>): TableRow => ({
    ...row,
    date: dayText(point.date, t),
    estimate: estimateText(point.estimate, point.range, t),
    childAge: ageText(point.childAge, t),
  });
  const rows: TableRow[] = [];
  if (series.baseline) rows.push(estimateRow(series.baseline, { key: 'start', when: t('growth.start'), kind: 'start', score: '—' }));
  const checkpointsAfter = (week: number) => series.checkpoints.filter((c) => c.week === week);
  const checkpointRow = (c: GrowthSeriesResponse['checkpoints'][number]) =>
    estimateRow(c, { key: `checkpoint-${c.checkpointNumber}`, when: t('growth.checkpoint', { number: c.checkpointNumber }), kind: 'checkpoint', score: '—' });
  for (const week of series.weeks) {
    const key = `week-${week.week}`;
    const when = t('growth.week', { week: week.week });
    rows.push(
      week.kind === 'week'
        ? estimateRow(week, { key, when, kind: 'week', score: week.score === null ? '—' : `${week.score}/10` })
        : { key, when, date: week.date ? dayText(week.date, t) : null, kind: 'gap', estimate: t(GAP_TEXT[week.reason]), childAge: '—', score: '—' },
    );
    rows.push(...checkpointsAfter(week.week).map(checkpointRow));
  }
  // A checkpoint whose weeks are not listed (never expected: it needs them evaluated) is still shown.
  const listedWeeks = new Set(series.weeks.map((w) => w.week));
  rows.push(...series.checkpoints.filter((c) => !listedWeeks.has(c.week)).map(checkpointRow));
  return rows;
}

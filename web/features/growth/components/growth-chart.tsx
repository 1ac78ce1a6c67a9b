import { CartesianGrid, ComposedChart, ErrorBar, Line, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import type { GrowthSeriesResponse } from '../../../../contracts/growth';
import { formatYearsMonthsIn } from '@/lib/format-age';
import { ageAxisProps, weekAxisProps } from '../lib/chart-axes';
import { CHART_COLOURS as C } from '../lib/chart-colours';
import { ageDomain, chartRows, GAP_TEXT, type ChartRow } from '../lib/growth-rows';
import { checkpointMark, MARK_REACH, startMark, WeekTick, weekMark } from './growth-marks';
import { dayText, estimateText } from '../lib/growth-table';
import { useT } from '@/i18n/use-t';
import type { Translator } from '../../../../contracts/i18n/translator';

/** Ticks the phone can hold: every week while there are few, then the start, every checkpoint week and the last week drawn. */
function weekTicks(rows: readonly ChartRow[]): number[] {
  const last = rows.at(-1)?.week ?? 0;
  if (last <= 8) return Array.from({ length: last + 1 }, (_, week) => week);
  return [...new Set([0, ...Array.from({ length: Math.floor(last / 4) }, (_, i) => (i + 1) * 4), last])].sort((a, b) => a - b);
}

interface GrowthChartProps {
  series: GrowthSeriesResponse;
  childName: string;
}

/**
 * Each estimate as its own point with its range as a bar: the weeks, the start and the
 * checkpoints, and the child's real age as a dashed line. Issue 32: no line joins one estimate to
 * the next — ranges are wide and drawings days apart show no change a line could draw — and a
 * week with no estimate of its own (a carried-over one too) has no point. The numbers are also in
 * the table below it (GrowthTable), which is what a screen reader reads.
 */
export function GrowthChart({ series, childName }: GrowthChartProps) {
  const t = useT();
  const rows = chartRows(series);
  const domain = ageDomain(rows);
  const last = Math.max(4, rows.at(-1)?.week ?? 0);
  const checkpoints = new Map(series.checkpoints.map((c) => [c.week, c.checkpointNumber]));
  return (
    <ComposedChart
      responsive
      style={{ width: '100%', height: 320 }}
      data={rows}
      // Room for a mark at the top year line or on the first or last week (issue 35: they were cut off).
      margin={{ top: MARK_REACH, right: MARK_REACH, bottom: 8, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={C.grid} vertical={false} />
      <XAxis
        {...weekAxisProps(t)}
        height={checkpoints.size > 0 ? 50 : weekAxisProps(t).height}
        domain={[0, last]}
        ticks={weekTicks(rows)}
        tick={<WeekTick checkpoints={checkpoints} />}
        padding={{ left: MARK_REACH, right: MARK_REACH }}
      />
      <YAxis {...ageAxisProps(domain, t)} />
      <Tooltip content={(props) => <GrowthTooltip {...props} childName={childName} series={series} t={t} />} />
      <Scatter
        data={rows.filter((r) => r.baseline !== null)}
        dataKey="baseline"
        fill={C.baseline}
        shape={startMark}
        isAnimationActive={false}
        name={t('growth.start')}
      >
        <ErrorBar dataKey="baselineSpread" direction="y" stroke={C.baseline} width={8} strokeWidth={2} />
      </Scatter>
      <Scatter
        data={rows.filter((r) => r.checkpoint !== null)}
        dataKey="checkpoint"
        fill={C.checkpoint}
        shape={checkpointMark}
        isAnimationActive={false}
        name={t('growth.checkpointSeries')}
      >
        <ErrorBar dataKey="checkpointSpread" direction="y" stroke={C.checkpoint} width={8} strokeWidth={2} />
      </Scatter>
      <Line
        dataKey="childAge"
        stroke={C.childAge}
        strokeWidth={2}
        strokeDasharray="6 4"
        dot={false}
        connectNulls
        isAnimationActive={false}
        name={t('growth.childAgeSeries', { name: childName })}
      />
      <Scatter
        data={rows.filter((r) => r.estimate !== null)}
        dataKey="estimate"
        className="growth-week-estimates"
        fill={C.estimate}
        shape={weekMark}
        isAnimationActive={false}
        name={t('growth.drawingAge')}
      >
        <ErrorBar dataKey="estimateSpread" direction="y" stroke={C.band} width={6} strokeWidth={2} />
      </Scatter>
    </ComposedChart>
  );
}

/** What recharts hands a tooltip that this one reads: whether it is open, and the week under the pointer. */
type GrowthTooltipProps = { active?: boolean; label?: unknown; series: GrowthSeriesResponse; childName: string; t: Translator };

/** What one place on the chart holds, in words: the estimate's range, the real age, a checkpoint's too. */
function GrowthTooltip({ active, label, series, childName, t }: GrowthTooltipProps) {
  // The week under the pointer: recharts gives the x axis value, a number (or its text).
  const at = typeof label === 'number' || typeof label === 'string' ? Number(label) : NaN;
  if (!active || !Number.isInteger(at)) return null;
  const week = series.weeks.find((w) => w.week === at);
  const checkpoint = series.checkpoints.find((c) => c.week === at);
  const lines: { title: string; text: string; date: string | null }[] = [];
  if (at === 0 && series.baseline)
    lines.push({ title: t('growth.start'), text: estimateText(series.baseline.estimate, series.baseline.range, t), date: dayText(series.baseline.date, t) });
  if (week?.kind === 'week')
    lines.push({ title: t('growth.week', { week: week.week }), text: estimateText(week.estimate, week.range, t), date: dayText(week.date, t) });
  if (week?.kind === 'gap')
    lines.push({ title: t('growth.week', { week: week.week }), text: t(GAP_TEXT[week.reason]), date: week.date ? dayText(week.date, t) : null });
  if (checkpoint)
    lines.push({
      title: t('growth.checkpoint', { number: checkpoint.checkpointNumber }),
      text: estimateText(checkpoint.estimate, checkpoint.range, t),
      date: dayText(checkpoint.date, t),
    });
  const age = week?.kind === 'week' ? week.childAge : at === 0 ? series.baseline?.childAge : checkpoint?.childAge;
  if (lines.length === 0) return null;
  return (
    <div className="max-w-60 rounded-xl border border-border bg-surface-2 px-3 py-2 text-sm shadow-lg">
      {lines.map((line) => (
        <p key={line.title}>
          <span className="font-semibold">{t('growth.tasks.when', { when: line.title })}</span> {line.text}
          {line.date ? <span className="block text-xs text-muted">{line.date}</span> : null}
        </p>
      ))}
      {age !== undefined && age !== null ? <p className="text-muted">{t('growth.childWas', { name: childName, age: formatYearsMonthsIn(t, age) })}</p> : null}
    </div>
  );
}

import { Area, CartesianGrid, ComposedChart, ErrorBar, Line, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import type { GrowthSeriesResponse } from '../../../../contracts/growth';
import { formatYearsMonths } from '@/lib/format-age';
import { CHART_COLOURS as C } from '../lib/chart-colours';
import { ageDomain, chartRows, yearTicks, type ChartRow } from '../lib/growth-rows';
import { estimateText } from '../lib/growth-table';

const weekLabel = (week: number) => (week === 0 ? 'Start' : `${week}`);

/** Ticks the phone can hold: every week while there are few, then the start, every checkpoint week and the last week drawn. */
function weekTicks(rows: readonly ChartRow[]): number[] {
  const last = rows.at(-1)?.week ?? 0;
  if (last <= 8) return Array.from({ length: last + 1 }, (_, week) => week);
  return [...new Set([0, ...Array.from({ length: Math.floor(last / 4) }, (_, i) => (i + 1) * 4), last])].sort((a, b) => a - b);
}

/** The start: a diamond, filled. */
const startMark = ({ cx, cy }: { cx?: number; cy?: number }) =>
  cx === undefined || cy === undefined ? <g /> : <path d={`M${cx} ${cy - 8}l8 8-8 8-8-8z`} fill={C.baseline} stroke={C.background} strokeWidth={1.5} />;

/** A checkpoint: a square ring, large enough to show around the week's own dot in the same week. */
const checkpointMark = ({ cx, cy }: { cx?: number; cy?: number }) =>
  cx === undefined || cy === undefined ? (
    <g />
  ) : (
    <rect x={cx - 8} y={cy - 8} width={16} height={16} rx={2} fill={C.background} stroke={C.checkpoint} strokeWidth={3} />
  );

interface GrowthChartProps {
  series: GrowthSeriesResponse;
  childName: string;
}

/**
 * The estimated drawing age week by week with its range as a band, the child's real age as a
 * dashed line, the start and the checkpoints as their own markers with their ranges. A week
 * without an estimate is a break in the line and the band, never bridged. The numbers are also
 * in the table below it (GrowthTable), which is what a screen reader reads.
 */
export function GrowthChart({ series, childName }: GrowthChartProps) {
  const rows = chartRows(series);
  const domain = ageDomain(rows);
  const last = Math.max(4, rows.at(-1)?.week ?? 0);
  return (
    <ComposedChart responsive style={{ width: '100%', height: 300 }} data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
      <CartesianGrid stroke={C.grid} vertical={false} />
      <XAxis
        dataKey="week"
        type="number"
        domain={[0, last]}
        ticks={weekTicks(rows)}
        tickFormatter={weekLabel}
        padding={{ left: 10, right: 10 }}
        stroke={C.axis}
        tick={{ fill: C.axis, fontSize: 12 }}
        label={{ value: 'Week', position: 'insideBottomRight', offset: -4, fill: C.axis, fontSize: 12 }}
        height={36}
      />
      <YAxis
        type="number"
        domain={domain}
        ticks={yearTicks(domain)}
        tickFormatter={(months: number) => `${months / 12}`}
        stroke={C.axis}
        tick={{ fill: C.axis, fontSize: 12 }}
        width={40}
        label={{ value: 'Age in years', angle: -90, position: 'insideLeft', offset: 12, fill: C.axis, fontSize: 12 }}
      />
      <Tooltip content={(props) => <GrowthTooltip {...props} childName={childName} series={series} />} />
      <Scatter data={rows.filter((r) => r.baseline !== null)} dataKey="baseline" fill={C.baseline} shape={startMark} isAnimationActive={false} name="Start">
        <ErrorBar dataKey="baselineSpread" direction="y" stroke={C.baseline} width={8} strokeWidth={2} />
      </Scatter>
      <Scatter
        data={rows.filter((r) => r.checkpoint !== null)}
        dataKey="checkpoint"
        fill={C.checkpoint}
        shape={checkpointMark}
        isAnimationActive={false}
        name="Checkpoint"
      >
        <ErrorBar dataKey="checkpointSpread" direction="y" stroke={C.checkpoint} width={8} strokeWidth={2} />
      </Scatter>
      <Area dataKey="band" stroke="none" fill={C.band} fillOpacity={0.22} connectNulls={false} isAnimationActive={false} name="Range" />
      <Line
        dataKey="childAge"
        stroke={C.childAge}
        strokeWidth={2}
        strokeDasharray="6 4"
        dot={false}
        connectNulls
        isAnimationActive={false}
        name={`${childName}'s age`}
      />
      <Line
        dataKey="estimate"
        stroke={C.estimate}
        strokeWidth={2.5}
        dot={{ r: 4, fill: C.estimate, stroke: C.background, strokeWidth: 2 }}
        activeDot={{ r: 6 }}
        connectNulls={false}
        isAnimationActive={false}
        name="Estimated drawing age"
      />
    </ComposedChart>
  );
}

/** What recharts hands a tooltip that this one reads: whether it is open, and the week under the pointer. */
type GrowthTooltipProps = { active?: boolean; label?: unknown; series: GrowthSeriesResponse; childName: string };

/** What one place on the chart holds, in words: the estimate's range, the real age, a checkpoint's too. */
function GrowthTooltip({ active, label, series, childName }: GrowthTooltipProps) {
  // The week under the pointer: recharts gives the x axis value, a number (or its text).
  const at = typeof label === 'number' || typeof label === 'string' ? Number(label) : NaN;
  if (!active || !Number.isInteger(at)) return null;
  const week = series.weeks.find((w) => w.week === at);
  const checkpoint = series.checkpoints.find((c) => c.week === at);
  const lines: { title: string; text: string }[] = [];
  if (at === 0 && series.baseline) lines.push({ title: 'Start', text: estimateText(series.baseline.estimate, series.baseline.range) });
  if (week?.kind === 'week') lines.push({ title: `Week ${week.week}`, text: estimateText(week.estimate, week.range) });
  if (week?.kind === 'gap') lines.push({ title: `Week ${week.week}`, text: 'No estimate this week' });
  if (checkpoint) lines.push({ title: `Checkpoint ${checkpoint.checkpointNumber}`, text: estimateText(checkpoint.estimate, checkpoint.range) });
  const age = week?.kind === 'week' ? week.childAge : at === 0 ? series.baseline?.childAge : checkpoint?.childAge;
  if (lines.length === 0) return null;
  return (
    <div className="max-w-60 rounded-xl border border-border bg-surface-2 px-3 py-2 text-sm shadow-lg">
      {lines.map((line) => (
        <p key={line.title}>
          <span className="font-semibold">{line.title}:</span> {line.text}
        </p>
      ))}
      {age !== undefined && age !== null ? (
        <p className="text-muted">
          {childName} was {formatYearsMonths(age)}
        </p>
      ) : null}
    </div>
  );
}

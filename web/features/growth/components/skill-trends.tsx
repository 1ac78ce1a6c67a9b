import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { SkillTrend } from '../../../../contracts/growth';
import { CHART_COLOURS as C } from '../lib/chart-colours';
import { dayText } from '../lib/growth-table';

interface SkillTrendsProps {
  skills: readonly SkillTrend[];
  /** The last week on the main chart: every small chart shares its week axis, so they compare at a glance. */
  lastWeek: number;
}

/** A measured value in words: a count, or for the page a percentage. */
const valueText = (trend: SkillTrend, value: number) => (trend.measure === 'page-used' ? `${value} %` : `${value}`);

/** Room above the largest value, so a dot never sits on the chart's edge; whole numbers on the axis. */
const valueDomain = (trend: SkillTrend): [number, number] =>
  trend.measure === 'page-used' ? [0, 100] : [0, Math.max(4, Math.ceil((Math.max(...trend.points.map((p) => p.value)) * 1.2) / 2) * 2)];

/**
 * Issue 32: one small chart per skill that has something measured for it — the closed shapes,
 * colours, shapes inside shapes or share of the page measured on each photo of the weeks whose
 * challenge practised the skill — labelled with what it plots. Dots only: one drawing's count
 * moves a lot from day to day, so no line joins them. Skills nothing measures have no chart.
 */
export function SkillTrends({ skills, lastWeek }: SkillTrendsProps) {
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby="skill-trends-title" className="grid gap-3">
      <div>
        <h3 id="skill-trends-title" className="text-lg font-bold">
          What we measured, skill by skill
        </h3>
        <p className="text-sm text-muted">
          Skill charts plot only what was measured for that skill on each week’s photo, in the weeks that practised it. Skills a photo cannot measure (such as
          storytelling) have no chart. One drawing’s count varies a lot from day to day, so read the dots one by one.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {skills.map((trend) => (
          <li key={trend.skill} className="min-w-0 rounded-xl border border-border bg-surface-2 p-3">
            <p className="text-sm leading-tight font-semibold">{trend.skill}</p>
            <p className="text-xs text-muted">{trend.label}</p>
            <p className="sr-only">{trend.points.map((p) => `Week ${p.week} (${dayText(p.date)}): ${valueText(trend, p.value)}`).join('; ')}</p>
            <div aria-hidden="true">
              <ScatterChart responsive style={{ width: '100%', height: 96 }} margin={{ top: 8, right: 6, bottom: 0, left: 0 }} accessibilityLayer={false}>
                <CartesianGrid stroke={C.grid} vertical={false} />
                <XAxis dataKey="week" type="number" domain={[1, Math.max(2, lastWeek)]} hide />
                <YAxis
                  dataKey="value"
                  type="number"
                  domain={valueDomain(trend)}
                  allowDecimals={false}
                  tickCount={3}
                  width={28}
                  stroke={C.axis}
                  tick={{ fill: C.axis, fontSize: 11 }}
                />
                <Tooltip content={(props) => <SkillTooltip {...props} trend={trend} />} cursor={false} />
                <Scatter data={trend.points} fill={C.estimate} isAnimationActive={false} />
              </ScatterChart>
            </div>
            <p className="text-xs text-muted">{trend.points.map((p) => `Week ${p.week}: ${valueText(trend, p.value)}`).join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SkillTooltip({ active, payload, trend }: { active?: boolean; payload?: readonly { payload?: unknown }[]; trend: SkillTrend }) {
  const point = active ? (payload?.[0]?.payload as SkillTrend['points'][number] | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border border-border bg-surface px-2 py-1 text-xs shadow-lg">
      Week {point.week}, {dayText(point.date)}: {valueText(trend, point.value)}
    </div>
  );
}

import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { SkillTrend } from '../../../../contracts/growth';
import { CHART_COLOURS as C } from '../lib/chart-colours';

interface SkillTrendsProps {
  skills: readonly SkillTrend[];
  /** The last week on the main chart: every small chart shares its week axis, so they compare at a glance. */
  lastWeek: number;
}

/**
 * One small chart per skill, on the same axes: the week's score out of 10 for each week whose
 * challenge practised the skill. The feedback scores a week as a whole, and the words say so.
 */
export function SkillTrends({ skills, lastWeek }: SkillTrendsProps) {
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby="skill-trends-title" className="grid gap-3">
      <div>
        <h3 id="skill-trends-title" className="text-lg font-bold">
          Skills practised more than once
        </h3>
        <p className="text-sm text-muted">
          Each small chart shows the week’s score out of 10 for the weeks whose challenge practised that skill. It is the score of the whole week, not a
          separate measure of the skill.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {skills.map((trend) => (
          <li key={trend.skill} className="min-w-0 rounded-xl border border-border bg-surface-2 p-3">
            <p className="text-sm leading-tight font-semibold">{trend.skill}</p>
            <p className="sr-only">{trend.points.map((p) => `Week ${p.week}: ${p.score} out of 10`).join('; ')}</p>
            <div aria-hidden="true">
              <LineChart
                responsive
                style={{ width: '100%', height: 96 }}
                data={trend.points}
                margin={{ top: 8, right: 6, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid stroke={C.grid} vertical={false} />
                <XAxis dataKey="week" type="number" domain={[1, Math.max(2, lastWeek)]} hide />
                <YAxis type="number" domain={[0, 10]} ticks={[0, 5, 10]} width={22} stroke={C.axis} tick={{ fill: C.axis, fontSize: 11 }} />
                <Tooltip content={SkillTooltip} />
                <Line dataKey="score" stroke={C.estimate} strokeWidth={2} dot={{ r: 3, fill: C.estimate }} isAnimationActive={false} />
              </LineChart>
            </div>
            <p className="text-xs text-muted">Weeks {trend.points.map((p) => p.week).join(', ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SkillTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) {
  const point = active ? (payload?.[0]?.payload as SkillTrend['points'][number] | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border border-border bg-surface px-2 py-1 text-xs shadow-lg">
      Week {point.week}: {point.score}/10
    </div>
  );
}

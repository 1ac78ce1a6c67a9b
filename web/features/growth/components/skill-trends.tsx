import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { SkillMeasure, SkillTrend } from '../../../../contracts/growth';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import { CHART_COLOURS as C } from '../lib/chart-colours';
import { dayText } from '../lib/growth-table';
import { useT } from '@/i18n/use-t';

interface SkillTrendsProps {
  skills: readonly SkillTrend[];
  /** The last week on the main chart: every small chart shares its week axis, so they compare at a glance. */
  lastWeek: number;
}

/** What each skill chart plots, as its label says it (contracts/growth's SKILL_MEASURE_LABELS, in the page's language). */
const MEASURE_LABELS: Record<SkillMeasure, MessageKey> = {
  'closed-shapes': 'growth.measure.closedShapes',
  colours: 'growth.measure.colours',
  'shapes-inside-shapes': 'growth.measure.shapesInsideShapes',
  'page-used': 'growth.measure.pageUsed',
};

/** A measured value in words: a count, or for the page a percentage. */
const valueText = (trend: SkillTrend, value: number, t: Translator) =>
  trend.measure === 'page-used' ? t('growth.skills.percent', { value }) : t('growth.skills.count', { value });

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
  const t = useT();
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby="skill-trends-title" className="grid gap-3">
      <div>
        <h3 id="skill-trends-title" className="text-lg font-bold">
          {t('growth.skills.title')}
        </h3>
        <p className="text-sm text-muted">{t('growth.skills.intro')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {skills.map((trend) => (
          <li key={trend.skill} className="min-w-0 rounded-xl border border-border bg-surface-2 p-3">
            <p className="text-sm leading-tight font-semibold">{trend.skill}</p>
            <p className="text-xs text-muted">{t(MEASURE_LABELS[trend.measure])}</p>
            <p className="sr-only">
              {trend.points
                .map((p) => t('growth.skills.pointDated', { week: p.week, date: dayText(p.date, t), value: valueText(trend, p.value, t) }))
                .join('; ')}
            </p>
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
                <Tooltip content={(props) => <SkillTooltip {...props} trend={trend} t={t} />} cursor={false} />
                <Scatter data={trend.points} fill={C.estimate} isAnimationActive={false} />
              </ScatterChart>
            </div>
            <p className="text-xs text-muted">
              {trend.points.map((p) => t('growth.skills.point', { week: p.week, value: valueText(trend, p.value, t) })).join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SkillTooltip({ active, payload, trend, t }: { active?: boolean; payload?: readonly { payload?: unknown }[]; trend: SkillTrend; t: Translator }) {
  const point = active ? (payload?.[0]?.payload as SkillTrend['points'][number] | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border border-border bg-surface px-2 py-1 text-xs shadow-lg">
      {t('growth.skills.tooltip', { week: point.week, date: dayText(point.date, t), value: valueText(trend, point.value, t) })}
    </div>
  );
}
